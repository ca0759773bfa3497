import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import { call, db, freshClient } from '../../../test/helpers';

const send = (body: unknown, client = freshClient()) => call('/user/contact-us/', { method: 'POST', body, client });

describe('POST /user/contact-us', () => {
  it('stores a message with only the name required', async () => {
    const before = await db().$count(contactMessages);
    const res = await send({ name: 'Jo', email: '', message: '' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ success: true, message: 'Message Sent Successfully' });
    const full = await send({ name: 'Kim', email: 'kim@example.com', message: 'Do you cater?' });
    expect(full.status).toBe(201);
    expect(await db().$count(contactMessages)).toBe(before + 2);
  });

  it('rejects a missing name, a bad email and extra fields, storing nothing', async () => {
    const before = await db().$count(contactMessages);
    for (const body of [{ email: 'a@b.co' }, { name: '   ' }, { name: 'A', email: 'nope' }, { name: 'A', admin: true }, { name: 7 }]) {
      expect((await send(body)).status).toBe(400);
    }
    expect(await db().$count(contactMessages)).toBe(before);
  });

  it('stores a replayed clientId once', async () => {
    const clientId = crypto.randomUUID();
    expect((await send({ name: 'Jo', clientId })).status).toBe(201);
    expect((await send({ name: 'Jo', clientId })).status).toBe(200);
    expect(await db().$count(contactMessages, eq(contactMessages.clientId, clientId))).toBe(1);
  });

  it('limits one client to 30 messages per 10 minutes', async () => {
    const client = freshClient();
    const before = await db().$count(contactMessages);
    for (let i = 0; i < 30; i++) expect((await send({ name: `N${i}` }, client)).status).toBe(201);
    const res = await send({ name: 'one too many' }, client);
    expect(res.status).toBe(429);
    expect(await db().$count(contactMessages)).toBe(before + 30);
  });
});
