/**
 * R2 failing mid-upload, and D1 failing after the upload (issue #51): every
 * upload form (series, drink, topping, store, franchise pictures; the content
 * library's pictures, videos and the brand profile's PDF) answers a clear
 * error, creates or changes no row, and leaves no object in the bucket: not
 * one R2 half stored, not one whose answer was lost, not one whose row D1
 * then refused, not a picture's variants.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Location } from '../contract/locations';
import { adminCookie, formOf, pdfFile, picture } from '../../test/admin-fixtures';
import { addTopping, toppingForm } from '../../test/drink-facts-fixtures';
import { expectServerError, storedState, week } from '../../test/fault-fixtures';
import { faultyD1, faultyR2, objectsUnder, type R2Fault } from '../../test/faulty-bindings';
import { call } from '../../test/helpers';
import { addDrink, addSeries } from '../../test/menu-fixtures';
import { flatPng } from '../../test/png';

type Fields = Record<string, string | File>;

/** Bytes that sniff as MP4 (an `ftyp` box of brand isom). */
const mp4 = () => new File([new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), ...new Uint8Array(500)])], 'clip.mp4', { type: 'video/mp4' });
/** A picture the Images binding can read, so the upload also stores its variants (picture-variants.ts). */
const realPicture = async (width = 700) => new File([await flatPng([200, 120, 60], width)], 'drink.png', { type: 'image/png' });
const storeFields = (): Fields => ({ name: 'Boba Round Rock', address: '1 Main St, Round Rock TX', email: 'rr@example.com', thirdPartyLink: '', timings: JSON.stringify(week()) });

/** The tables an upload form writes, and the bucket. */
const TABLES = ['series', 'drinks', 'toppings', 'locations', 'location_timings', 'users', 'franchise_profiles', 'content_items', 'picture_variants'];
const state = () => storedState(...TABLES);

interface UploadForm {
  what: string;
  path: string;
  /** The row the form adds, as drizzle writes it. */
  insert: RegExp;
  fields: (admin: string) => Promise<Fields>;
}

const creates: UploadForm[] = [
  { what: 'a series', path: '/user/menu/series', insert: /^insert into "series"/, fields: async () => ({ name: 'Fruit Tea', image: await realPicture() }) },
  {
    what: 'a drink',
    path: '/user/menu/drink',
    insert: /^insert into "drinks"/,
    fields: async (admin) => ({
      name: 'Mango Green Tea',
      description: 'Fresh.',
      seriesId: (await addSeries(admin, `Fruit ${crypto.randomUUID()}`))._id,
      image: await realPicture(),
    }),
  },
  {
    what: 'a topping',
    path: '/admin/toppings',
    insert: /^insert into "toppings"/,
    fields: async () => Object.fromEntries<string | File>(toppingForm({ name: 'Aloe Vera', image: await realPicture() })),
  },
  { what: 'a store', path: '/admin/location/add', insert: /^insert into "locations"/, fields: async () => ({ ...storeFields(), image: await realPicture() }) },
  {
    what: 'a franchise',
    path: '/admin/action/franchise/add',
    insert: /^insert into "users"/,
    fields: async () => ({
      email: 'shop@example.com',
      password: 'secret-pass-1',
      name: 'Boba Downtown',
      phone: '+1 (555) 010-0200',
      owner_name: 'Ana Lee',
      address: '1 Main St',
      image: await realPicture(),
    }),
  },
  { what: 'a content picture', path: '/admin/video', insert: /^insert into "content_items"/, fields: async () => ({ text: 'Summer menu', media: await realPicture() }) },
  { what: 'a content video', path: '/admin/video', insert: /^insert into "content_items"/, fields: async () => ({ text: 'Shaking a boba', media: mp4() }) },
  { what: 'the brand profile’s PDF', path: '/admin/video', insert: /^insert into "content_items"/, fields: async () => ({ text: 'Franchise brochure', media: pdfFile() }) },
];

const faults: [string, R2Fault][] = [
  ['breaks off', 'breaks-off'],
  ['stores it but its answer is lost', 'answer-lost'],
];

describe('R2 failing while a new upload is stored', () => {
  describe.each(faults)('when R2 %s', (_, fault) => {
    it.each(creates)('adds no row and keeps no object for $what', async ({ path, fields }) => {
      const admin = await adminCookie();
      const body = formOf(await fields(admin));
      const before = await state();
      const r2 = faultyR2(env.MEDIA, fault);
      await expectServerError(await call(path, { method: 'POST', body, cookie: admin, env: { MEDIA: r2.bucket } }));
      expect(r2.failures()).toBe(1);
      expect(await state()).toEqual(before);
    });
  });

  it.each(faults)('keeps the row and its original, and no variant, when R2 %s at a variant', async (_, fault) => {
    const admin = await adminCookie();
    const before = await state();
    // The second of three widths: the first is stored by then.
    const r2 = faultyR2(env.MEDIA, fault, (key) => key.endsWith('.640w.webp'));
    const res = await call('/user/menu/series', { method: 'POST', body: formOf({ name: 'Milk Tea', image: await realPicture() }), cookie: admin, env: { MEDIA: r2.bucket } });
    expect(res.status).toBe(201);
    expect(r2.failures()).toBe(1);
    const key = (await res.json<{ series: { imageId: string } }>()).series.imageId;
    // The menu shows the original, as for any picture without variants.
    expect(await objectsUnder(key)).toEqual([key]);
    expect((await state()).objects).toEqual([...before.objects, key].sort());
  });
});

describe('D1 failing after the upload was stored', () => {
  it.each(creates)('removes the object again for $what', async ({ path, fields, insert }) => {
    const admin = await adminCookie();
    const body = formOf(await fields(admin));
    const before = await state();
    const d1 = faultyD1(env.DB, { failing: insert });
    await expectServerError(await call(path, { method: 'POST', body, cookie: admin, env: { DB: d1.db } }));
    expect(d1.failures()).toBe(1);
    expect(await state()).toEqual(before);
  });

  it.each(creates)('removes the object and its variants for $what when D1 stays down', async ({ path, fields, insert }) => {
    const admin = await adminCookie();
    const body = formOf(await fields(admin));
    const before = await state();
    const d1 = faultyD1(env.DB, { failing: insert, thenDown: true });
    await expectServerError(await call(path, { method: 'POST', body, cookie: admin, env: { DB: d1.db } }));
    expect(d1.failures()).toBeGreaterThan(0);
    // The record of the variants may stay (D1 was down); no object does.
    expect((await state()).objects).toEqual(before.objects);
  });
});

interface ReplaceForm {
  what: string;
  /** Adds the row to edit; answers the path that edits it and the edit's text fields. */
  add: (admin: string) => Promise<{ path: string; fields: Fields }>;
  update: RegExp;
}

const replacements: ReplaceForm[] = [
  {
    what: 'a series',
    add: async (admin) => ({ path: `/user/menu/series/${(await addSeries(admin, `Tea ${crypto.randomUUID()}`))._id}`, fields: { name: 'Renamed', version: '1' } }),
    update: /^update "series"/,
  },
  {
    what: 'a drink',
    add: async (admin) => ({
      path: `/user/menu/drink/${(await addDrink(admin, (await addSeries(admin, `Tea ${crypto.randomUUID()}`))._id))._id}`,
      fields: { name: 'Renamed', version: '1' },
    }),
    update: /^update "drinks"/,
  },
  {
    what: 'a topping',
    add: async (admin) => {
      const name = `Pearls ${crypto.randomUUID().slice(0, 8)}`;
      const form: Fields = Object.fromEntries<string | File>(toppingForm({ name: 'Renamed', version: '1' }));
      delete form.image;
      return { path: `/admin/toppings/${(await addTopping(admin, { name }))._id}`, fields: form };
    },
    update: /^update "toppings"/,
  },
  {
    what: 'a store',
    add: async (admin) => {
      const res = await call('/admin/location/add', { method: 'POST', body: formOf({ ...storeFields(), image: picture() }), cookie: admin });
      expect(res.status).toBe(201);
      const store = (await res.json<{ location: Location }>()).location;
      return { path: `/admin/location/${store._id}`, fields: { ...storeFields(), name: 'Renamed', isImageUpdated: 'true', version: '1', hoursVersion: '1' } };
    },
    update: /^update "locations"/,
  },
];

describe('a replaced picture that fails to store', () => {
  it.each(faults.flatMap(([said, fault]) => replacements.map((form) => ({ ...form, said, fault }))))(
    'keeps $what and its old picture, and no new object, when R2 $said',
    async ({ add, fault }) => {
      const admin = await adminCookie();
      const { path, fields } = await add(admin);
      const before = await state();
      const r2 = faultyR2(env.MEDIA, fault);
      await expectServerError(await call(path, { method: 'PUT', body: formOf({ ...fields, image: await realPicture() }), cookie: admin, env: { MEDIA: r2.bucket } }));
      expect(r2.failures()).toBe(1);
      expect(await state()).toEqual(before);
    },
  );

  it.each(replacements)('keeps $what and its old picture, and removes the new one, when D1 fails to point at it', async ({ add, update }) => {
    const admin = await adminCookie();
    const { path, fields } = await add(admin);
    const before = await state();
    const d1 = faultyD1(env.DB, { failing: update });
    await expectServerError(await call(path, { method: 'PUT', body: formOf({ ...fields, image: await realPicture() }), cookie: admin, env: { DB: d1.db } }));
    expect(d1.failures()).toBe(1);
    expect(await state()).toEqual(before);
  });
});
