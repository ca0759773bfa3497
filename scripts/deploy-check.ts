/**
 * `npm run deploy:check [-- --config wrangler.toml] [--party-config partykit.json]`
 *
 * Says whether a deploy would work, and exactly what is missing if not:
 * wrangler.toml's ids, the chat party's addresses, the CPU limit and logs,
 * the secrets on the Worker and the party, the D1 database, the R2 bucket,
 * Images, and the Worker bundle's size against the plan limits. It only
 * reads: nothing on Cloudflare or PartyKit changes. Exit code 1 when
 * something is missing.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runChecks, report } from './deploy/run-checks';
import { buildWeb, webBuilt } from './stack.mjs';

const { values } = parseArgs({ options: { config: { type: 'string', default: 'wrangler.toml' }, 'party-config': { type: 'string', default: 'partykit.json' } } });
const paths = { wranglerConfig: path.resolve(values.config), partyConfig: path.resolve(values['party-config']) };

// The bundle check builds the Worker, whose page renderer comes from the web build.
if (!webBuilt()) buildWeb();
console.log('Checking the deploy (this only reads; nothing is changed)…\n');
const { ok, findings } = await runChecks(paths);
console.log(report(findings));
process.exit(ok ? 0 : 1);
