/**
 * `npm run admin:create` against a scratch local database, and a real
 * `wrangler dev` on that database to sign in with what it made.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../e2e/support/free-port';
import { stopGroups, waitUntilServing } from '../../e2e/support/processes';
import { verifyPassword } from '../../worker/src/lib/passwords';
import { buildWeb, stackCommands, webBuilt } from '../stack.mjs';
import { d1Execute } from './d1-execute';

const root = path.resolve(import.meta.dirname, '../..');
let persistTo = '';
let worker: ChildProcess | undefined;
let baseURL = '';

/** Runs the command as a person would, the password piped on stdin. */
function adminCreate(args: string[], stdin: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/admin-create.ts', ...args], { cwd: root });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += String(chunk)));
    child.stderr.on('data', (chunk) => (err += String(chunk)));
    child.on('close', (code) => resolve({ code, out, err }));
    child.stdin.end(stdin);
  });
}

const local = () => ['--persist-to', persistTo];
const rows = async (sql: string) => (await d1Execute({ remote: false, persistTo }, sql))[0];
const storedHash = async (email: string) => (await rows(`SELECT password_hash FROM users WHERE email = '${email}'`))[0]?.password_hash as string | undefined;

function login(email: string, password: string) {
  return fetch(`${baseURL}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ email, password }),
  });
}
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('token='))!
    .split(';')[0];
const me = (cookie: string) => fetch(`${baseURL}/api/v1/user/me`, { headers: { cookie } });

beforeAll(async () => {
  if (!webBuilt()) buildWeb();
  persistTo = mkdtempSync(path.join(tmpdir(), 'bubble-tea-admin-'));
  const migrate = spawn(path.join(root, 'node_modules/.bin/wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], {
    cwd: root,
    env: { ...process.env, CI: 'true' },
    stdio: 'ignore',
  });
  await new Promise((resolve) => migrate.on('close', resolve));
  const port = await freePort();
  const secrets = { CHAT_TICKET_SECRET: 'a'.repeat(32), PARTYKIT_NOTIFY_SECRET: 'b'.repeat(32), MEDIA_URL_SECRET: 'c'.repeat(32) };
  const { worker: argv, workerEnv } = stackCommands({ port, partyPort: await freePort(), persistTo, secrets, origins: [], unattended: true });
  worker = spawn(argv[0], argv.slice(1), { cwd: root, stdio: 'ignore', detached: true, env: { ...process.env, ...workerEnv } });
  baseURL = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${baseURL}/api/v1/admin/comming`, 180_000);
  // Migrations and a first wrangler start: under .ci/run, beside both end-to-end lanes, this once ran past 120 s.
}, 300_000);

afterAll(async () => {
  if (worker) await stopGroups([worker]);
  if (persistTo) rmSync(persistTo, { recursive: true, force: true });
});

// Each run starts wrangler one to three times: seconds apiece on a busy machine, and far more under .ci/run, whose
// two cores also run both end-to-end lanes meanwhile: there the first test below once passed 180 s (wrangler four times).
describe('npm run admin:create', { timeout: 420_000 }, () => {
  it('creates an admin that signs in on the Worker, and later sets a new password that ends its sessions', async () => {
    const created = await adminCreate(['--email', 'Head.Office@Brand.example', ...local()], 'Jasmine-Green-Tea-42\n');
    expect(created.err).toBe('');
    expect(created.code).toBe(0);
    expect(created.out).toBe(`Admin head.office@brand.example created in the local database (${persistTo}). Sign in with it on /franchise.\n`);
    const hash = await storedHash('head.office@brand.example');
    expect(hash).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Jasmine-Green-Tea-42', hash!)).toBe(true);

    const signedIn = await login('head.office@brand.example', 'Jasmine-Green-Tea-42');
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ user: { email: 'head.office@brand.example', role: 'admin' } });
    const session = cookieOf(signedIn);
    expect((await me(session)).status).toBe(200);

    const reset = await adminCreate(['--email', 'head.office@brand.example', ...local()], 'Oolong-Milk-Tea-77\n');
    expect(reset.code).toBe(0);
    expect(reset.out).toContain('New password set for the admin head.office@brand.example in the local database');
    expect((await me(session)).status).toBe(401);
    expect((await login('head.office@brand.example', 'Jasmine-Green-Tea-42')).status).toBe(401);
    expect((await login('head.office@brand.example', 'Oolong-Milk-Tea-77')).status).toBe(200);
    expect(await rows(`SELECT count(*) AS n FROM users WHERE email = 'head.office@brand.example'`)).toEqual([{ n: 1 }]);
  });

  it('refuses a weak password and changes nothing', async () => {
    for (const [password, reason] of [
      ['tea-time', 'Use at least 12 characters.'],
      ['aaaaaaaaaaaaaaaa', 'Use more different characters'],
      ['Password-Admin-1', 'Do not build it around your email address or a common word'],
    ]) {
      const run = await adminCreate(['--email', 'weak@brand.example', ...local()], `${password}\n`);
      expect(run.code).toBe(1);
      expect(run.err).toContain(`That password is too weak: ${reason}`);
    }
    expect(await storedHash('weak@brand.example')).toBeUndefined();
  });

  it('refuses to touch a franchise account, and a malformed email or no email', async () => {
    await rows(`INSERT INTO users (id, email, password_hash, role, created_at) VALUES ('shop-1', 'shop@brand.example', 'pbkdf2-sha256$1$a$b', 'franchise', 0)`);
    const franchise = await adminCreate(['--email', 'shop@brand.example', ...local()], 'Jasmine-Green-Tea-42\n');
    expect(franchise.code).toBe(1);
    expect(franchise.err).toContain('shop@brand.example belongs to a franchise account');
    expect(await rows(`SELECT role, password_hash FROM users WHERE email = 'shop@brand.example'`)).toEqual([{ role: 'franchise', password_hash: 'pbkdf2-sha256$1$a$b' }]);

    const malformed = await adminCreate(['--email', "x'; DROP TABLE users; --", ...local()], 'Jasmine-Green-Tea-42\n');
    expect(malformed.code).toBe(1);
    expect(malformed.err).toContain('is not an email address');
    const missing = await adminCreate(local(), 'Jasmine-Green-Tea-42\n');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('Usage: npm run admin:create -- --email <email>');
    expect(await rows('SELECT count(*) AS n FROM users')).toEqual([{ n: 2 }]);
  });
});
