// The local stack: migrations, demo seed, and the commands that run the Worker
// (SPA + API) and the chat party. Shared by `npm start`, `npm run dev` and the
// end-to-end tests, which run their own copy on free ports with a scratch state.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const bin = (name) => `node_modules/.bin/${name}`;
const root = path.resolve(import.meta.dirname, '..');
/** The secrets the party checks; the Worker gets every secret it is given. */
const PARTY_SECRETS = ['CHAT_TICKET_SECRET', 'PARTYKIT_NOTIFY_SECRET'];

/** The browser's app, then the Worker's page renderer made from the same source. */
export function buildWeb() {
  for (const config of ['web/vite.config.ts', 'web/vite.server.config.ts']) {
    execFileSync(bin('vite'), ['build', '--config', config, '--logLevel', 'warn'], { stdio: 'inherit' });
  }
}

/** Whether both builds are there (the Worker cannot start without its page renderer). */
export const webBuilt = () => existsSync(path.join(root, 'web/dist/index.html')) && existsSync(path.join(root, 'web/dist-server/entry-server.js'));

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

/*
 * Secrets never go on a command line: /proc/<pid>/cmdline is readable by
 * every local user. They go into files only we can read, in `dir`.
 */
function writePrivate(dir, name, text) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const file = path.join(dir, name);
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

/** For `wrangler dev --env-file`, which then reads it instead of .dev.vars. */
function writeWorkerEnv(dir, secrets) {
  return writePrivate(
    dir,
    'worker.env',
    Object.entries(secrets)
      .map(([name, value]) => `${name}=${value}`)
      .join('\n') + '\n',
  );
}

/**
 * `partykit dev --config`: a copy of partykit.json with the party's `vars`
 * (its `main` made absolute, since it is resolved from the copy's folder).
 */
export function writePartyConfig(dir, secrets, origins) {
  const config = JSON.parse(readFileSync(path.join(root, 'partykit.json'), 'utf8'));
  const vars = { ...Object.fromEntries(PARTY_SECRETS.map((name) => [name, secrets[name]])), ALLOWED_ORIGINS: origins.join(',') };
  const parties = Object.fromEntries(Object.entries(config.parties ?? {}).map(([name, file]) => [name, path.resolve(root, file)]));
  return writePrivate(dir, 'partykit.json', JSON.stringify({ ...config, main: path.resolve(root, config.main), parties, vars }, null, 2));
}

/*
 * A stack nobody watches (the test suites, the bench) runs the Worker without
 * wrangler's devtools and per-request log lines. wrangler 4.86's inspector
 * proxy relays every request's Network events from the runtime to wrangler's
 * Node process, an HTTP post each: about a second of CPU for a first visit
 * that fills the service worker's precache. wrangler has no flag for it; it
 * leaves the inspector off in VS Code's debug terminal, which it recognises
 * by this variable being set.
 */
const UNATTENDED_WORKER = { args: ['--log-level', 'warn'], env: { VSCODE_INSPECTOR_OPTIONS: '{}' } };

/**
 * argv for the Worker and the party, bound to 127.0.0.1, and what the
 * Worker's environment adds. Their secrets are written beside the state
 * (`.wrangler/secrets` by default), not passed in argv. `unattended` for a
 * stack only tests use (above).
 * @returns {{ worker: string[], workerEnv: Record<string, string>, party: string[] }}
 */
export function stackCommands({ port, partyPort, persistTo, secrets, origins, unattended = false }) {
  const partyUrl = `http://127.0.0.1:${partyPort}`;
  const secretsDir = path.join(persistTo ?? '.wrangler', 'secrets');
  const worker = [
    bin('wrangler'),
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--local',
    '--var',
    `PARTYKIT_URL:${partyUrl}`,
    '--env-file',
    writeWorkerEnv(secretsDir, secrets),
    '--show-interactive-dev-session=false',
    ...(persistTo ? ['--persist-to', persistTo] : []),
    ...(unattended ? UNATTENDED_WORKER.args : []),
  ];
  const party = [
    bin('partykit'),
    'dev',
    '--port',
    String(partyPort),
    '--no-hotkeys',
    '--disable-request-cf-fetch',
    '--config',
    writePartyConfig(secretsDir, secrets, origins),
    // Explicit, or partykit would keep its state beside the config copy.
    '--persist',
    persistTo ? `${persistTo}/party` : '.partykit/state',
  ];
  return { worker, workerEnv: unattended ? UNATTENDED_WORKER.env : {}, party };
}

/**
 * Health checks for scripts/supervise.mjs. wrangler keeps its port open when
 * the Worker's workerd dies, so the Worker is asked over HTTP, on a path
 * nothing else uses (a 404 whose log lines are left out); partykit's port
 * closes with its workerd.
 */
export function stackChecks({ port, partyPort }) {
  return [
    { name: 'worker', url: `http://127.0.0.1:${port}/api/v1/stack-health` },
    { name: 'party', url: `tcp://127.0.0.1:${partyPort}` },
  ];
}
