/**
 * Stand-ins for `wrangler`, `partykit` and `cloudflare-api` in the deploy
 * tests (DEPLOY_TOOLS_DIR): a Cloudflare and a PartyKit account described in
 * a file, answered as the real CLIs print them. The bundle is still built by
 * the real wrangler (`deploy --dry-run` works offline). Every call is logged,
 * so a test can show that a check changed nothing.
 */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface StandInAccount {
  /** Logged in to Cloudflare; when false, every Cloudflare question fails as wrangler does without a token. */
  cloudflareLogin: boolean;
  workerSecrets: string[];
  partyLogin: boolean;
  partyVariables: string[];
  d1: { uuid: string; name: string }[];
  r2: string[];
  images: boolean;
  /** Tool calls whose arguments start with one of these fail (to stop a deploy midway). */
  failing?: string[];
}

const root = path.resolve(import.meta.dirname, '../..');

const program = (tool: string) => `#!/usr/bin/env node
const { appendFileSync, readFileSync } = require('node:fs');
const { spawnSync } = require('node:child_process');
const args = process.argv.slice(2);
appendFileSync(process.env.STAND_IN_LOG, ${JSON.stringify(tool)} + ' ' + args.join(' ') + '\\n');
const account = JSON.parse(readFileSync(process.env.STAND_IN_ACCOUNT, 'utf8'));
const line = args.join(' ');
const done = (text, code = 0) => { (code ? process.stderr : process.stdout).write(text + '\\n'); process.exit(code); };
if ((account.failing ?? []).some((start) => (${JSON.stringify(tool)} + ' ' + line).startsWith(start))) done('✘ [ERROR] A request to the Cloudflare API failed.', 1);
const tool = ${JSON.stringify(tool)};
if (tool === 'wrangler' && args[0] === 'deploy' && args.includes('--dry-run')) {
  const { cpSync, existsSync, writeFileSync } = require('node:fs');
  const outdir = args[args.indexOf('--outdir') + 1];
  const built = process.env.STAND_IN_BUILT;
  if (built && existsSync(built + '/stdout')) {
    cpSync(built + '/out', outdir, { recursive: true });
    done(readFileSync(built + '/stdout', 'utf8'));
  }
  const real = spawnSync(${JSON.stringify(path.join(root, 'node_modules/.bin/wrangler'))}, args, { stdio: ['inherit', 'pipe', 'inherit'], encoding: 'utf8' });
  process.stdout.write(real.stdout ?? '');
  if (built && real.status === 0) {
    cpSync(outdir, built + '/out', { recursive: true });
    writeFileSync(built + '/stdout', real.stdout);
  }
  process.exit(real.status ?? 1);
}
if (tool === 'partykit') {
  if (args[0] === 'whoami') done(account.partyLogin ? 'Logged in as brand-ops (github)' : 'Not logged in, run npx partykit login to get user details');
  if (args[0] === 'env' && args[1] === 'list') done('Deployed variables: ' + account.partyVariables.join(', '));
  if (args[0] === 'deploy') done('Deployed bubble-tea-chat');
}
if (!account.cloudflareLogin) done("✘ [ERROR] In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable for wrangler to work. Please go to the docs.", 1);
if (tool === 'cloudflare-api') account.images ? done('{"success":true,"result":{"count":{"allowed":100000,"current":0}}}') : done('403: Images is not enabled for this account.', 1);
if (line.startsWith('secret list')) done(JSON.stringify(account.workerSecrets.map((name) => ({ name, type: 'secret_text' }))));
if (line.startsWith('d1 list')) done(JSON.stringify(account.d1.map((d) => ({ ...d, created_at: '2026-01-01T00:00:00Z' }))));
if (line.startsWith('r2 bucket list')) done(account.r2.map((name) => 'name: ' + name + '\\ncreation_date: 2026-01-01T00:00:00.000Z').join('\\n\\n'));
if (line.startsWith('d1 migrations apply') || args[0] === 'deploy') done('done: ' + line);
done('stand-in ' + tool + ' has no answer for: ' + line, 2);
`;

/**
 * Writes the three stand-ins into `dir`; answers the environment that points
 * deploy:check at them. With `built` (a folder kept for a test file), the
 * first `deploy --dry-run` builds for real and keeps its bundle and output
 * there, and the file's later dry-runs answer with that copy: the same source
 * builds the same bundle, and each real build costs seconds of CPU.
 */
export function writeStandIns(dir: string, account: StandInAccount, built?: string): NodeJS.ProcessEnv {
  mkdirSync(dir, { recursive: true });
  for (const tool of ['wrangler', 'partykit', 'cloudflare-api']) {
    const file = path.join(dir, tool);
    writeFileSync(file, program(tool));
    chmodSync(file, 0o755);
  }
  const accountFile = path.join(dir, 'account.json');
  writeFileSync(accountFile, JSON.stringify(account));
  const log = path.join(dir, 'calls.log');
  writeFileSync(log, '');
  return { DEPLOY_TOOLS_DIR: dir, STAND_IN_ACCOUNT: accountFile, STAND_IN_LOG: log, ...(built && { STAND_IN_BUILT: built }) };
}

/** Every call the stand-ins took, as `tool args…`. */
export const standInCalls = (env: NodeJS.ProcessEnv) => readFileSync(env.STAND_IN_LOG!, 'utf8').split('\n').filter(Boolean);
