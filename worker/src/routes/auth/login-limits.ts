/**
 * Failed-login limits (DESIGN §5). Each attempt is counted before the password
 * is checked, in the statement that reads the count back, so parallel guesses
 * cannot pass a limit; a successful login gives its attempt back.
 *
 * Guessing is limited per (email, client) and per client, so one address gets
 * a few tries at an account without touching anyone else's. The per-email
 * ceiling is only counted for attempts within the client's own limits, so a
 * single address adds at most its few tries to it: only guessing from many
 * addresses reaches it, and then it pauses the account for everyone.
 */
import type { Db } from '../../db/client';
import { fail } from '../../lib/fail';
import { clearBuckets, countHit, giveBackHit, timeUntil, type Exceeded, type Limit } from '../../lib/rate-limit';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_EMAIL_AND_CLIENT = 5;
export const LOGIN_FAILURES_PER_CLIENT = 20;
export const LOGIN_FAILURES_PER_EMAIL = 100;

const limit = (bucket: string, max: number): Limit => ({ bucket, limit: max, windowMs: LOGIN_WINDOW_MS });

interface LoginAttempt {
  emailAndClient: Limit;
  client: Limit;
  email: Limit;
}

/** Counts a login attempt against every limit; answers 429 past one, before any password is checked. */
export async function countLoginAttempt(db: Db, email: string, client: string): Promise<LoginAttempt> {
  const attempt = {
    emailAndClient: limit(`login:email-client:${email}|${client}`, LOGIN_FAILURES_PER_EMAIL_AND_CLIENT),
    client: limit(`login:client:${client}`, LOGIN_FAILURES_PER_CLIENT),
    email: limit(`login:email:${email}`, LOGIN_FAILURES_PER_EMAIL),
  };
  refuseWhen(await countHit(db, [attempt.emailAndClient, attempt.client]), 'Too many failed login attempts.');
  refuseWhen(await countHit(db, [attempt.email]), 'This account has had too many failed login attempts from many places, so logging in to it is paused.');
  return attempt;
}

function refuseWhen(exceeded: Exceeded[], what: string): void {
  if (exceeded.length === 0) return;
  const resetAt = Math.max(...exceeded.map((e) => e.resetAt));
  fail(429, `${what} Please try again in ${timeUntil(resetAt)}.`);
}

/** The password was right: the attempt does not count, and this client's earlier typos at this email are forgiven. */
export async function forgiveLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  await Promise.all([clearBuckets(db, [attempt.emailAndClient.bucket]), giveBackHit(db, [attempt.client.bucket, attempt.email.bucket])]);
}
