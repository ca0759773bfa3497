// `npm start` (built SPA on the Worker) and `npm run dev` (Vite with HMR in
// front): prepares the local database, then runs the Worker and the chat party
// together until Ctrl-C.
import { concurrently } from 'concurrently';
import { ensureDevVars } from './ensure-dev-vars.mjs';
import { buildWeb, prepareDatabase, stackCommands } from './stack.mjs';
import { DEMO_LOGINS } from './seed/logins.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 8787);
const partyPort = Number(process.env.PARTYKIT_PORT ?? 1999);
const vitePort = 5173;

const secrets = ensureDevVars();
if (!dev) buildWeb();
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

const { result } = concurrently(commands, { killOthersOn: ['failure', 'success'], prefix: 'name', raw: false });
result.then(() => process.exit(0), () => process.exit(0));
