// The local stack: migrations, demo seed, and the commands that run the Worker
// (SPA + API) and the chat party. Shared by `npm start`, `npm run dev` and the
// end-to-end tests, which run their own copy on free ports with a scratch state.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;

export function buildWeb() {
  execFileSync(bin('vite'), ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
}

/** Applies D1 migrations and seeds demo data when the database is empty. */
export function prepareDatabase({ persistTo } = {}) {
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  mkdirSync('web/dist', { recursive: true });
  execFileSync(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', ...persist], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CI: 'true' },
  });
  execFileSync(bin('tsx'), ['scripts/seed/cli.ts', ...persist], { stdio: 'inherit' });
}

/** argv for the Worker and the party, bound to 127.0.0.1. */
export function stackCommands({ port, partyPort, persistTo, secrets, origins }) {
  const partyUrl = `http://127.0.0.1:${partyPort}`;
  const worker = [
    bin('wrangler'), 'dev', '--ip', '127.0.0.1', '--port', String(port), '--local',
    '--var', `PARTYKIT_URL:${partyUrl}`,
    '--show-interactive-dev-session=false',
    ...(persistTo ? ['--persist-to', persistTo] : []),
  ];
  const party = [
    bin('partykit'), 'dev', '--port', String(partyPort), '--no-hotkeys', '--disable-request-cf-fetch',
    '--var', `CHAT_TICKET_SECRET=${secrets.CHAT_TICKET_SECRET}`,
    '--var', `PARTYKIT_NOTIFY_SECRET=${secrets.PARTYKIT_NOTIFY_SECRET}`,
    '--var', `ALLOWED_ORIGINS=${origins.join(',')}`,
    ...(persistTo ? ['--persist', `${persistTo}/party`] : []),
  ];
  return { worker, party };
}
