import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Location } from '../contract/locations';
import type { Drink, MenuDrink, MenuSeries, Series } from '../contract/menu';
import { pictureSrcset, type PictureSet } from '../contract/picture-set';
import { pictureVariants } from '../db/schema';
import { adminCookie, formOf, keyOf, mediaKeys, picture } from '../../test/admin-fixtures';
import { call, db } from '../../test/helpers';
import { flatPng } from '../../test/png';

// The Images binding runs for real here: miniflare serves it through sharp, as `wrangler dev` does.
const realPicture = async (width: number, height = width) => new File([await flatPng([200, 120, 60], width, height)], 'drink.png', { type: 'image/png' });

const addSeries = async (cookie: string, image: File) => {
  const res = await call('/user/menu/series', { method: 'POST', body: formOf({ name: 'Fruit Tea', image }), cookie });
  expect(res.status).toBe(201);
  return (await res.json<{ series: Series }>()).series;
};
const publicMenu = async () => (await (await call('/user/menu/admin/series')).json<{ menu: { series: MenuSeries[] } }>()).menu.series;
/** The `srcset` a page spells from the answer, as [URL, width] pairs. */
const srcsetEntries = (pictured: { image: string | null; imageSet?: PictureSet }) =>
  pictureSrcset(pictured.image!, pictured.imageSet)!
    .split(', ')
    .map((entry) => entry.split(' ') as [string, string]);

/** A variant as a browser gets it from its srcset URL: its type and real width. */
async function fetchVariant(url: string) {
  const res = await call(url.replace('/api/v1', ''));
  const info = await env.IMAGES.info(res.body!);
  return { status: res.status, type: res.headers.get('content-type'), width: 'width' in info ? info.width : null };
}

describe('picture variants', () => {
  it('stores WebP variants of an uploaded picture at its slot widths, never wider than the original, and the public menu gives their srcset and size', async () => {
    const admin = await adminCookie();
    const s = await addSeries(admin, await realPicture(800));
    const key = s.imageId!;
    expect(await mediaKeys()).toEqual(expect.arrayContaining([key, `${key}.320w.webp`, `${key}.640w.webp`, `${key}.800w.webp`]));

    const listed = (await publicMenu()).find((m) => m._id === s._id)!;
    expect(listed.image).toBe(s.image); // the original's URL stays for older clients
    expect(listed.imageSet).toEqual({ width: 800, height: 800, widths: [320, 640, 800] });
    const entries = srcsetEntries(listed);
    expect(entries.map(([, w]) => w)).toEqual(['320w', '640w', '800w']);
    for (const [url, w] of entries) expect(await fetchVariant(url)).toEqual({ status: 200, type: 'image/webp', width: parseInt(w) });
  });

  it('gives the drinks of a series page and the store list their variants, landscape pictures capped at 960 px', async () => {
    const admin = await adminCookie();
    const s = await addSeries(admin, await realPicture(480));
    const drinkRes = await call('/user/menu/drink', {
      method: 'POST',
      body: formOf({ name: 'Mango', description: 'Fresh.', seriesId: s._id, image: await realPicture(480) }),
      cookie: admin,
    });
    expect(drinkRes.status).toBe(201);
    const drink = (await drinkRes.json<{ drink: Drink }>()).drink;
    const page = await (await call(`/user/menu/series/${s._id}/drinks`)).json<{ drinks: MenuDrink[] }>();
    const shown = page.drinks.find((d) => d._id === drink._id)!;
    expect(shown.imageSet).toEqual({ width: 480, height: 480, widths: [320, 480] });
    for (const [url, w] of srcsetEntries(shown)) expect(await fetchVariant(url)).toEqual({ status: 200, type: 'image/webp', width: parseInt(w) });

    const hours = JSON.stringify(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({ day, openTime: '10:00', closingTime: '20:00' })));
    const store = {
      name: 'Boba Wide',
      address: '1 Long St',
      email: 'wide@example.com',
      thirdPartyLink: 'https://order.example.com',
      timings: hours,
      image: await realPicture(1200, 750),
    };
    expect((await call('/admin/location/add', { method: 'POST', body: formOf(store), cookie: admin })).status).toBe(201);
    const stores = await (await call('/user/locations')).json<{ locations: Location[] }>();
    const wide = stores.locations.find((l) => l.name === 'Boba Wide')!;
    expect(wide.imageSet).toEqual({ width: 1200, height: 750, widths: [320, 640, 960] });
    for (const [url, w] of srcsetEntries(wide)) expect(await fetchVariant(url)).toEqual({ status: 200, type: 'image/webp', width: parseInt(w) });
  });

  it('deletes the variants with their picture when it is replaced or its series deleted: no orphans in R2 or D1', async () => {
    const admin = await adminCookie();
    const before = await mediaKeys();
    const s = await addSeries(admin, await realPicture(700));
    const replaced = await call(`/user/menu/series/${s._id}`, { method: 'PUT', body: formOf({ name: 'Fruit Tea', image: await realPicture(400) }), cookie: admin });
    const after = (await replaced.json<{ series: Series }>()).series;
    const keys = await mediaKeys();
    expect(keys.filter((k) => k.startsWith(s.imageId!))).toEqual([]);
    expect(keys.filter((k) => k.startsWith(after.imageId!)).sort()).toEqual([after.imageId!, `${after.imageId}.320w.webp`, `${after.imageId}.400w.webp`]);

    expect((await call(`/user/menu/series/${s._id}`, { method: 'DELETE', cookie: admin })).status).toBe(200);
    expect(await mediaKeys()).toEqual(before);
    const recorded = (await db().select().from(pictureVariants)).map((r) => r.key);
    expect(recorded).not.toContain(s.imageId);
    expect(recorded).not.toContain(after.imageId);
  });

  it('removes the variants of a picture whose write failed (unknown series): nothing stored', async () => {
    const admin = await adminCookie();
    const before = await mediaKeys();
    const res = await call('/user/menu/series/no-such-series', { method: 'PUT', body: formOf({ name: 'X', image: await realPicture(500) }), cookie: admin });
    expect(res.status).toBe(404);
    expect(await mediaKeys()).toEqual(before);
  });

  it('stores a file that only looks like a picture as sent, with no variants (the page shows the original)', async () => {
    const admin = await adminCookie();
    const s = await addSeries(admin, picture(256));
    expect((await mediaKeys()).filter((k) => k.startsWith(s.imageId!))).toEqual([s.imageId]);
    expect((await publicMenu()).find((m) => m._id === s._id)).not.toHaveProperty('imageSet');
  });

  it('keeps the variants of a content picture staff-only, like the original, and makes none of a video', async () => {
    const admin = await adminCookie();
    const upload = (media: File, mediaType: string) => call('/admin/video', { method: 'POST', body: formOf({ text: 'Poster', media, mediaType }), cookie: admin });
    const image = await (await upload(await realPicture(400), 'image')).json<{ video: { media: { url: string } } }>();
    const key = keyOf(image.video.media.url)!;
    const variant = `/media/${encodeURIComponent(`${key}.320w.webp`)}`;
    expect((await call(variant)).status).toBe(401);
    expect((await call(variant, { cookie: admin })).headers.get('content-type')).toBe('image/webp');

    const before = await mediaKeys();
    const video = new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...new Array(60).fill(0)])], 'clip.webm', { type: 'video/webm' });
    expect((await upload(video, 'video')).status).toBe(201);
    const added = (await mediaKeys()).filter((k) => !before.includes(k));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/\.webm$/);
  });
});
