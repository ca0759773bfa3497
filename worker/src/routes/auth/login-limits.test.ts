import { describe, expect, it } from 'vitest';
import { call, createUser, freshClient, tokenCookie } from '../../../test/helpers';
import { LOGIN_FAILURES_PER_CLIENT, LOGIN_FAILURES_PER_EMAIL, LOGIN_FAILURES_PER_EMAIL_AND_CLIENT } from './login-limits';

const guess = (email: string, client: string, password = 'wrong-guess') => call('/user/login', { method: 'POST', body: { email, password }, client });
const statuses = async (answers: ReturnType<typeof call>[]) => (await Promise.all(answers)).map((res) => res.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

// Each test sends dozens of logins, each a 100,000-round PBKDF2, on a shared machine.
describe('POST /user/login limits', { timeout: 30_000 }, () => {
  it('limits guesses from one client at one email, even with the right password afterwards', async () => {
    await createUser('franchise', 'target@example.com');
    const attacker = freshClient();
    for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL_AND_CLIENT; i++) {
      expect((await guess('target@example.com', attacker, `guess-${i}`)).status).toBe(401);
    }
    const blocked = await guess('target@example.com', attacker, 'secret-pass-1');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ success: false, message: 'Too many failed login attempts. Please try again in 15 minutes.' });
    expect(tokenCookie(blocked)).toBeUndefined();
  });

  it('does not lock the owner out: a flood of guesses from one address leaves the owner at another free to log in', async () => {
    await createUser('franchise', 'owner@example.com');
    const attacker = freshClient();
    // More guesses than even the per-email ceiling: only the first few may count against the account.
    await statuses(Array.from({ length: LOGIN_FAILURES_PER_EMAIL + 10 }, (_, i) => guess('owner@example.com', attacker, `guess-${i}`)));
    expect((await guess('owner@example.com', attacker, 'secret-pass-1')).status).toBe(429);
    const owner = await guess('owner@example.com', freshClient(), 'secret-pass-1');
    expect(owner.status).toBe(200);
    expect(tokenCookie(owner)).toBeDefined();
  });

  it('lets no burst of parallel guesses at one email past the limit', async () => {
    await createUser('franchise', 'burst@example.com');
    const attacker = freshClient();
    const answers = await statuses(Array.from({ length: 40 }, (_, i) => guess('burst@example.com', attacker, `guess-${i}`)));
    expect(count(answers, 401)).toBe(LOGIN_FAILURES_PER_EMAIL_AND_CLIENT);
    expect(count(answers, 429)).toBe(40 - LOGIN_FAILURES_PER_EMAIL_AND_CLIENT);
  });

  it('rate-limits a client trying many emails', async () => {
    const client = freshClient();
    for (let i = 0; i < LOGIN_FAILURES_PER_CLIENT; i++) expect((await guess(`spray${i}@example.com`, client)).status).toBe(401);
    expect((await guess('spray-last@example.com', client)).status).toBe(429);
  });

  it('lets no burst of parallel guesses at many emails past the client limit', async () => {
    const client = freshClient();
    const answers = await statuses(Array.from({ length: 40 }, (_, i) => guess(`wide${i}@example.com`, client)));
    expect(count(answers, 401)).toBe(LOGIN_FAILURES_PER_CLIENT);
    expect(count(answers, 429)).toBe(40 - LOGIN_FAILURES_PER_CLIENT);
  });

  it('pauses an email guessed at from many addresses, saying so, while other emails still log in', async () => {
    await createUser('franchise', 'popular@example.com');
    await createUser('franchise', 'bystander@example.com');
    const addresses = LOGIN_FAILURES_PER_EMAIL / LOGIN_FAILURES_PER_EMAIL_AND_CLIENT;
    const guesses = Array.from({ length: addresses }, () => freshClient()).flatMap((client) =>
      Array.from({ length: LOGIN_FAILURES_PER_EMAIL_AND_CLIENT }, () => guess('popular@example.com', client)),
    );
    expect(count(await statuses(guesses), 401)).toBe(LOGIN_FAILURES_PER_EMAIL);

    const paused = await guess('popular@example.com', freshClient(), 'secret-pass-1');
    expect(paused.status).toBe(429);
    expect(await paused.json()).toEqual({
      success: false,
      message: 'This account has had too many failed login attempts from many places, so logging in to it is paused. Please try again in 15 minutes.',
    });
    expect(tokenCookie(paused)).toBeUndefined();
    expect((await guess('bystander@example.com', freshClient(), 'secret-pass-1')).status).toBe(200);
  });

  it('does not count a successful login, and forgives the typos before it', async () => {
    await createUser('franchise', 'typist@example.com');
    const tablet = freshClient();
    for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL_AND_CLIENT - 1; i++) expect((await guess('typist@example.com', tablet)).status).toBe(401);
    expect((await guess('typist@example.com', tablet, 'secret-pass-1')).status).toBe(200);
    // The earlier typos no longer count: a full allowance of new ones is answered 401, not 429.
    for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL_AND_CLIENT; i++) expect((await guess('typist@example.com', tablet)).status).toBe(401);
  });

  it('lets a shared shop tablet log in more often than the client limit', async () => {
    await createUser('franchise', 'tablet@example.com');
    const tablet = freshClient();
    for (let i = 0; i <= LOGIN_FAILURES_PER_CLIENT; i++) expect((await guess('tablet@example.com', tablet, 'secret-pass-1')).status).toBe(200);
  });
});
