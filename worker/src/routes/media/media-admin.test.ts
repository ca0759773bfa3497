import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { series } from '../../db/schema';
import { adminCookie, franchiseLogin, mediaKeys } from '../../../test/admin-fixtures';
import { call, createUser, db } from '../../../test/helpers';
import { flatPng } from '../../../test/png';

/** A series whose picture was stored before uploads made variants. */
async function seriesStoredBefore() {
  const owner = await createUser('admin', `before-${crypto.randomUUID()}@example.com`);
  const key = `picture/${crypto.randomUUID()}.png`;
  await env.MEDIA.put(key, await flatPng([10, 120, 90], 400), { httpMetadata: { contentType: 'image/png' } });
  await db().insert(series).values({ ownerId: owner.id, name: 'Old Picture', imageKey: key });
  return key;
}

const backfill = (query: string, cookie?: string) => call(`/admin/media/variants${query}`, { method: 'POST', cookie });

describe('POST /admin/media/variants', () => {
  it('makes the variants of pictures stored before, `limit` at a time, until none are left', async () => {
    const admin = await adminCookie();
    const [first, second] = [await seriesStoredBefore(), await seriesStoredBefore()];

    const once = await backfill('?limit=1', admin);
    expect(once.status).toBe(200);
    expect(await once.json()).toEqual({ success: true, made: 1, failed: 0, remaining: 1 });
    expect(await (await backfill('', admin)).json()).toEqual({ success: true, made: 1, failed: 0, remaining: 0 });
    expect(await mediaKeys()).toEqual(expect.arrayContaining([first, second].flatMap((k) => [`${k}.320w.webp`, `${k}.400w.webp`])));
    expect(await (await backfill('', admin)).json()).toEqual({ success: true, made: 0, failed: 0, remaining: 0 });
  });

  it('is for head office only: 401 to visitors, 403 to franchises, and makes nothing', async () => {
    const key = await seriesStoredBefore();
    const visitor = await backfill('');
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ success: false });
    const shop = await franchiseLogin();
    expect((await backfill('', shop.cookie)).status).toBe(403);
    expect((await mediaKeys()).filter((k) => k.startsWith(key))).toEqual([key]);
  });

  it.each([
    ['?limit=0', 'limit must be at least 1.'],
    ['?limit=51', 'limit must be at most 50.'],
    ['?limit=two', 'limit must be a number.'],
    ['?limit=1.5', 'limit must be a whole number.'],
    ['?size=5', 'size'],
  ])('answers 400 to %s and makes nothing', async (query, message) => {
    const admin = await adminCookie();
    const key = await seriesStoredBefore();
    const res = await backfill(query, admin);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: expect.stringContaining(message) });
    expect((await mediaKeys()).filter((k) => k.startsWith(key))).toEqual([key]);
  });
});
