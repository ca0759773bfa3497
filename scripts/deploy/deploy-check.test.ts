/**
 * deploy:check and deploy against stand-in accounts (stand-ins.ts): no
 * network and no Cloudflare account, the Worker bundle built for real.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildWeb, webBuilt } from '../stack.mjs';
import { standInCalls, writeStandIns, type StandInAccount } from './stand-ins';

const root = path.resolve(import.meta.dirname, '../..');
const DB_ID = '3f1c2a6e-8b4d-4c1e-9a7f-2d5e6b8c9a01';
const PARTY = 'https://bubble-tea-chat.brand-ops.partykit.dev';

const ready: StandInAccount = {
  cloudflareLogin: true,
  workerSecrets: ['CHAT_TICKET_SECRET', 'PARTYKIT_NOTIFY_SECRET', 'MEDIA_URL_SECRET'],
  partyLogin: true,
  partyVariables: ['ALLOWED_ORIGINS', 'CHAT_TICKET_SECRET', 'PARTYKIT_NOTIFY_SECRET'],
  d1: [{ uuid: DB_ID, name: 'bubble-tea' }],
  r2: ['bubble-tea-media'],
  images: true,
};
/** A new account: logged in, nothing made yet. */
const blank: StandInAccount = { ...ready, workerSecrets: [], partyVariables: [], d1: [], r2: [], images: false };

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});
/** The Worker built once for this file by the first dry-run; the others answer with it (stand-ins.ts). */
let built = '';
beforeAll(() => {
  if (!webBuilt()) buildWeb();
  built = mkdtempSync(path.join(tmpdir(), 'bubble-tea-built-'));
}, 300_000);
afterAll(() => rmSync(built, { recursive: true, force: true }));

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bubble-tea-deploy-'));
  scratch.push(dir);
  return dir;
}

/** wrangler.toml as a brand fills it in: real ids and the deployed party; its paths made absolute, since the copy lives elsewhere. */
function filledInCopy(): string {
  const text = readFileSync(path.join(root, 'wrangler.toml'), 'utf8')
    .replace('00000000-0000-0000-0000-000000000000', DB_ID)
    .replace('PARTYKIT_URL = "http://127.0.0.1:1999"', `PARTYKIT_URL = "${PARTY}"`)
    .replace('PARTYKIT_PUBLIC_HOST = ""', `PARTYKIT_PUBLIC_HOST = "${PARTY}"`)
    .replace('main = "worker/src/index.ts"', `main = "${root}/worker/src/index.ts"`)
    .replace('directory = "web/dist"', `directory = "${root}/web/dist"`)
    .replace('"./web/dist-server/entry-server.js"', `"${root}/web/dist-server/entry-server.js"`)
    .replace('migrations_dir = "migrations"', `migrations_dir = "${root}/migrations"`);
  const file = path.join(tempDir(), 'wrangler.toml');
  writeFileSync(file, text);
  return file;
}

function run(script: string, account: StandInAccount, args: string[] = []) {
  const env = writeStandIns(tempDir(), account, built);
  return new Promise<{ code: number | null; out: string; calls: string[] }>((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [script, ...args], { cwd: root, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (chunk) => (out += String(chunk)));
    child.stderr.on('data', (chunk) => (out += String(chunk)));
    child.on('close', (code) => resolve({ code, out, calls: standInCalls(env) }));
  });
}
const deployCheck = (account: StandInAccount, args: string[] = []) => run('scripts/deploy-check.ts', account, args);

/** The calls that would change an account. */
const changing = (calls: string[]) =>
  calls.filter((call) => /^(wrangler (deploy(?!.*--dry-run)|secret put|d1 (create|migrations apply|execute)|r2 bucket create)|partykit (deploy|env add))/.test(call));
const BUNDLE = /✓ The Worker bundle is [\d.]+ (MB|KB), [\d.]+ (MB|KB) compressed: \d+% of Workers Paid’s 10 MB, \d+% of Free’s 3 MB\./;

describe('npm run deploy:check', { timeout: 300_000 }, () => {
  it('fails on the repo’s own wrangler.toml and a new account, listing exactly what is missing, and changes nothing', async () => {
    const { code, out, calls } = await deployCheck(blank);
    expect(code).toBe(1);
    expect(out).toContain('Not ready to deploy: 8 things to fix first. Nothing was changed.');
    const list = out.slice(out.indexOf('Not ready to deploy'));
    for (const line of [
      '1. The D1 database id is the placeholder 00000000-0000-0000-0000-000000000000.',
      'Create the database with `npx wrangler d1 create bubble-tea` and put its id in wrangler.toml [[d1_databases]] database_id.',
      '2. PARTYKIT_URL is local (http://127.0.0.1:1999)',
      '3. PARTYKIT_PUBLIC_HOST is empty, so browsers would open chat sockets at PARTYKIT_URL (http://127.0.0.1:1999)',
      '4. The Worker is missing the secrets CHAT_TICKET_SECRET (signs chat socket tickets), PARTYKIT_NOTIFY_SECRET',
      '`npx wrangler secret put CHAT_TICKET_SECRET`, `npx wrangler secret put PARTYKIT_NOTIFY_SECRET`, `npx wrangler secret put MEDIA_URL_SECRET`',
      '5. The chat party is missing CHAT_TICKET_SECRET, PARTYKIT_NOTIFY_SECRET, ALLOWED_ORIGINS.',
      '6. The account has no D1 database with the id in wrangler.toml (00000000-0000-0000-0000-000000000000).',
      '7. The account has no R2 bucket bubble-tea-media.',
      '8. Could not confirm that Images is available to the account: 403: Images is not enabled for this account.',
    ]) {
      expect(list).toContain(line);
    }
    // What is already right says so, and the bundle was built and measured.
    expect(out).toContain('✓ The CPU limit per request is 1000 ms.');
    expect(out).toContain('✓ Workers logs are on ([observability]).');
    expect(out).toMatch(BUNDLE);
    expect(calls.some((call) => call.startsWith('wrangler deploy --dry-run'))).toBe(true);
    expect(changing(calls)).toEqual([]);
  });

  it('passes on a filled-in copy with an account that has everything, changing nothing', async () => {
    const { code, out, calls } = await deployCheck(ready, ['--config', filledInCopy()]);
    expect(out).toContain('Ready to deploy: nothing is missing.');
    expect(code).toBe(0);
    expect(out).not.toContain('✗');
    expect(out).toContain(`✓ PARTYKIT_URL is ${PARTY}.`);
    expect(out).toContain('✓ The Worker has its secrets (CHAT_TICKET_SECRET, PARTYKIT_NOTIFY_SECRET, MEDIA_URL_SECRET).');
    expect(out).toContain('✓ The chat party has its variables (CHAT_TICKET_SECRET, PARTYKIT_NOTIFY_SECRET, ALLOWED_ORIGINS).');
    expect(out).toContain(`✓ The D1 database bubble-tea exists.`);
    expect(out).toMatch(BUNDLE);
    expect(changing(calls)).toEqual([]);
  });

  it('names only what is missing, and says it could not check an account it is not logged in to', async () => {
    const { code, out } = await deployCheck({ ...ready, workerSecrets: ['CHAT_TICKET_SECRET'], partyLogin: false, cloudflareLogin: true }, ['--config', filledInCopy()]);
    expect(code).toBe(1);
    expect(out).toContain('Not ready to deploy: 2 things to fix first.');
    expect(out).toContain(
      'The Worker is missing the secrets PARTYKIT_NOTIFY_SECRET (lets the Worker tell chat rooms about messages and ended sessions), MEDIA_URL_SECRET (signs the social feed’s media links).',
    );
    expect(out).toContain('Could not check the chat party’s variables: not logged in to PartyKit.');
    expect(out).toContain('Log in with `npx partykit login` (or set PARTYKIT_LOGIN and PARTYKIT_TOKEN), then run deploy:check again.');

    const loggedOut = await deployCheck({ ...ready, cloudflareLogin: false }, ['--config', filledInCopy()]);
    expect(loggedOut.code).toBe(1);
    expect(loggedOut.out).toContain(
      "Could not check the Worker’s secrets: In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable for wrangler to work.",
    );
    expect(loggedOut.out).toContain('Log in with `npx wrangler login` (or set CLOUDFLARE_API_TOKEN), then run deploy:check again.');
  });
});

describe('npm run deploy', { timeout: 300_000 }, () => {
  it('changes nothing when the check fails', async () => {
    const { code, out, calls } = await run('scripts/deploy.ts', blank, ['--skip-build']);
    expect(code).toBe(1);
    expect(out).toContain('Not ready to deploy: 8 things to fix first. Nothing was changed.');
    expect(changing(calls)).toEqual([]);
  });

  it('migrates, deploys the party, then the Worker; a failing step stops the rest and says what was done', async () => {
    const config = filledInCopy();
    const deployed = await run('scripts/deploy.ts', ready, ['--skip-build', '--config', config]);
    expect(deployed.code).toBe(0);
    expect(changing(deployed.calls).map((call) => call.split(' --')[0])).toEqual(['wrangler d1 migrations apply DB', 'partykit deploy', 'wrangler deploy']);
    expect(deployed.out).toContain('Deployed.');

    const stopped = await run('scripts/deploy.ts', { ...ready, failing: ['partykit deploy'] }, ['--skip-build', '--config', config]);
    expect(stopped.code).toBe(1);
    expect(changing(stopped.calls).map((call) => call.split(' --')[0])).toEqual(['wrangler d1 migrations apply DB', 'partykit deploy']);
    expect(stopped.out).toContain('Stopped: “Deploy the chat party” failed.');
    expect(stopped.out).toContain('Done before it: Apply the D1 migrations to the remote database.');
    expect(stopped.out).toContain('Not done: Deploy the chat party; Deploy the Worker. The live site still runs the previous Worker.');
  });
});
