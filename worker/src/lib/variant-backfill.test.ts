import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { contentItems, locations, pictureVariants, series, toppings } from '../db/schema';
import { mediaKeys } from '../../test/admin-fixtures';
import { call, createUser, db } from '../../test/helpers';
import { flatPng, pngFile } from '../../test/png';
import { backfillVariants } from './variant-backfill';

/** A picture stored the way the seed and older uploads did: the original alone. */
async function storedBefore(width: number, height = width) {
  const key = `seed/${crypto.randomUUID()}.png`;
  await env.MEDIA.put(key, await flatPng([90, 160, 200], width, height), { httpMetadata: { contentType: 'image/png' } });
  return key;
}

describe('backfillVariants', () => {
  it('makes the variants of pictures stored before, once: a second run stores nothing new (an unreadable picture is only tried again)', async () => {
    const admin = await createUser('admin', 'backfill-hq@example.com');
    const seriesKey = await storedBefore(480);
    const storeKey = await storedBefore(640, 400);
    await db().insert(series).values({ ownerId: admin.id, name: 'Backfilled', imageKey: seriesKey });
    await db().insert(locations).values({ name: 'Old Store', address: '1 Old St', email: 'old@example.com', thirdPartyLink: '', imageKey: storeKey });
    // A video is no picture, and a file that only looks like one cannot be read: both stay as they are.
    const videoKey = `content/${crypto.randomUUID()}.webm`;
    await env.MEDIA.put(videoKey, new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]));
    await db().insert(contentItems).values({ text: 'Clip', mediaType: 'video', mediaKey: videoKey });
    const brokenKey = `seed/${crypto.randomUUID()}.png`;
    await env.MEDIA.put(brokenKey, await pngFile('broken.png', 64).arrayBuffer());
    await db().insert(series).values({ ownerId: admin.id, name: 'Broken', imageKey: brokenKey });

    expect(await backfillVariants(env)).toEqual({ made: 2, failed: 1, remaining: 0 });
    expect(await mediaKeys()).toEqual(expect.arrayContaining([`${seriesKey}.320w.webp`, `${seriesKey}.480w.webp`, `${storeKey}.320w.webp`, `${storeKey}.640w.webp`]));
    expect((await mediaKeys()).filter((k) => k.startsWith(videoKey) || k.startsWith(brokenKey))).toEqual([videoKey, brokenKey].sort());
    const recorded = await db().select().from(pictureVariants);
    expect(recorded).toEqual(
      expect.arrayContaining([
        { key: seriesKey, width: 480, height: 480, widths: [320, 480] },
        { key: storeKey, width: 640, height: 400, widths: [320, 640] },
      ]),
    );

    const objects = await mediaKeys();
    expect(await backfillVariants(env)).toEqual({ made: 0, failed: 1, remaining: 0 });
    expect(await mediaKeys()).toEqual(objects);
  });

  it('gives head office’s topping pictures theirs, so the builder’s topping choices load a small picture', async () => {
    const admin = await createUser('admin', 'backfill-toppings@example.com');
    const pearlsKey = await storedBefore(480);
    await db()
      .insert(toppings)
      .values({ id: 'backfill-pearls', name: 'Backfill Pearls', imageKey: pearlsKey, calories: 150, sugarG: 12, caffeineMg: 0, allergens: [], vegan: true, createdBy: admin.id });

    expect((await backfillVariants(env)).made).toBeGreaterThanOrEqual(1);
    expect(await mediaKeys()).toEqual(expect.arrayContaining([`${pearlsKey}.320w.webp`, `${pearlsKey}.480w.webp`]));
    expect(await db().select().from(pictureVariants)).toContainEqual({ key: pearlsKey, width: 480, height: 480, widths: [320, 480] });
    // The toppings list (and the menu) now carry the variants.
    const listed = await (await call('/toppings')).json<{ toppings: { _id: string; imageSet?: unknown }[] }>();
    expect(listed.toppings.find((t) => t._id === 'backfill-pearls')?.imageSet).toEqual({ width: 480, height: 480, widths: [320, 480] });
  });
});
