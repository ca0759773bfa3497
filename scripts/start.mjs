// `npm start` (built SPA on the Worker) and `npm run dev` (Vite with HMR in
// front): prepares the local database, then runs the Worker and the chat party
// together until Ctrl-C. If either dies or stops answering, everything stops
// and the command fails with a message saying which.
import { ensureDevVars } from './ensure-dev-vars.mjs';
import { buildWeb, prepareDatabase, stackChecks, stackCommands, webBuilt } from './stack.mjs';
import { superviseStack } from './supervise.mjs';
import { DEMO_LOGINS } from './seed/logins.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 8787);
const partyPort = Number(process.env.PARTYKIT_PORT ?? 1999);
const vitePort = 5173;

const secrets = ensureDevVars();
// The Worker renders public pages with the built renderer, in development too (Vite serves the app there).
if (!dev || !webBuilt()) buildWeb();
prepareDatabase();

const origins = [`http://127.0.0.1:${port}`, `http://localhost:${port}`, `http://127.0.0.1:${vitePort}`, `http://localhost:${vitePort}`];
const { worker, party } = stackCommands({ port, partyPort, secrets, origins });
const commands = [
  { name: 'worker', command: worker.join(' ') },
  { name: 'party', command: party.join(' ') },
];
if (dev) commands.push({ name: 'web', command: `node_modules/.bin/vite --config web/vite.config.ts --host 127.0.0.1 --port ${vitePort} --strictPort` });

const url = dev ? `http://127.0.0.1:${vitePort}` : `http://127.0.0.1:${port}`;
console.log(`
  Bubble tea is starting at ${url}
  API: ${url}/api/v1   Chat party: http://127.0.0.1:${partyPort}
  Demo logins (local only):
${DEMO_LOGINS.map((l) => `    ${l.role.padEnd(9)} ${l.email} / ${l.password}`).join('\n')}
  Ctrl-C stops everything.
`);

const { code, message } = await superviseStack({ commands, checks: stackChecks({ port, partyPort }) }).done;
if (message) console.error(`\n  ${message} Everything was stopped.\n`);
process.exit(code);
