// `partykit dev` (0.0.115) binds its server to 0.0.0.0 with no option to
// change it; our local and test servers listen on 127.0.0.1 only. Runs after
// every install (package.json "postinstall"); safe to run twice.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../node_modules/partykit/dist/bin.mjs', import.meta.url);
const source = readFileSync(file, 'utf8');
const patched = source.replace('host: "0.0.0.0",', 'host: "127.0.0.1",');
if (patched !== source) writeFileSync(file, patched);
else if (!source.includes('host: "127.0.0.1",')) console.warn('partykit-loopback: binding line not found; partykit dev may listen on every interface');
