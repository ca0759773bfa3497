/**
 * `npm run admin:create -- --email <email> [--remote] [--persist-to DIR]`
 *
 * Creates a head office (admin) account, or sets a new password on an
 * existing one and ends its sessions. The password is asked for without
 * echo, or read from the first line of stdin; a weak one is refused. The
 * hash is made by the Worker's own code (worker/src/lib/passwords.ts).
 * Local database by default (the one `npm start` uses), the deployed one
 * with --remote.
 */
import { parseArgs } from 'node:util';
import { email as emailSchema } from '../worker/src/contract/auth';
import { hashPassword } from '../worker/src/lib/passwords';
import { findAccountSql, saveAdminSql } from './admin/admin-sql';
import { d1Execute, describeTarget, type D1Target } from './admin/d1-execute';
import { passwordWeakness } from './admin/password-rules';
import { readPassword } from './admin/read-password';

const USAGE = 'Usage: npm run admin:create -- --email <email> [--remote] [--persist-to DIR]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: { email: { type: 'string' }, remote: { type: 'boolean', default: false }, 'persist-to': { type: 'string' }, help: { type: 'boolean', default: false } },
  strict: true,
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (values.remote && values['persist-to']) fail('--persist-to is for the local database; leave it out with --remote.');
const parsed = emailSchema.safeParse((values.email ?? '').trim());
if (!parsed.success) fail(values.email ? `"${values.email}" is not an email address.\n${USAGE}` : USAGE);
const email = parsed.data;
const target: D1Target = { remote: values.remote, persistTo: values['persist-to'] };

const password = await readPassword().catch((err: Error) => fail(err.message));
const weakness = passwordWeakness(password, email);
if (weakness) fail(`That password is too weak: ${weakness} Nothing was changed.`);

const [found] = await d1Execute(target, findAccountSql(email)).catch((err: Error) => fail(err.message));
const existing = found?.[0] as { role: string } | undefined;
if (existing && existing.role !== 'admin') {
  fail(`${email} belongs to a franchise account. Head office sets franchise passwords on the dashboard (Franchises, Set password). Nothing was changed.`);
}

await d1Execute(target, saveAdminSql(email, await hashPassword(password))).catch((err: Error) => fail(err.message));
console.log(
  existing
    ? `New password set for the admin ${email} in ${describeTarget(target)}. Its sessions have ended; open chat sockets close when they next reconnect.`
    : `Admin ${email} created in ${describeTarget(target)}. Sign in with it on /franchise.`,
);
