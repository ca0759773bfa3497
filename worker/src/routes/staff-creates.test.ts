/**
 * Every staff create takes an optional `clientId` (a multipart field, or a
 * JSON member for the JSON creates), scoped to the signed-in user: a retry
 * after a dropped connection answers the stored row (200) without a second
 * row or a second object in R2.
 */
import { eq, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comingSoon, contentItems, drinks, franchiseProfiles, locations, series } from '../db/schema';
import { weekdays } from '../contract/locations';
import { adminCookie, formOf, franchiseLogin, mediaKeys, picture } from '../../test/admin-fixtures';
import { call, db } from '../../test/helpers';
import { addSeries } from '../../test/menu-fixtures';

type Fields = Record<string, string | File>;
type Answer = Record<string, { _id: string }>;

interface StaffCreate {
  name: string;
  path: string;
  /** Signs in a fresh user allowed to create here, with the fields of one submission of their form. */
  signIn: () => Promise<{ cookie: string; fields: Fields }>;
  /** Where the answer holds the created row. */
  answerKey: string;
  /** Rows of its table, all or those matching `where`. */
  rows: (where?: SQL) => Promise<number>;
  clientIdColumn: Parameters<typeof eq>[0];
  /** Sent as JSON, with no upload, rather than as a multipart form with a file. */
  json?: true;
}

const week = JSON.stringify(weekdays.map((day) => ({ day, openTime: '10:00', closingTime: '21:30' })));

const creates: StaffCreate[] = [
  {
    name: 'POST /user/menu/series',
    path: '/user/menu/series',
    signIn: async () => ({ cookie: await adminCookie(), fields: { name: 'Fruit Tea', image: picture() } }),
    answerKey: 'series',
    rows: (where) => db().$count(series, where),
    clientIdColumn: series.clientId,
  },
  {
    name: 'POST /user/menu/drink',
    path: '/user/menu/drink',
    signIn: async () => {
      const { cookie } = await franchiseLogin();
      const { _id: seriesId } = await addSeries(cookie);
      return { cookie, fields: { name: 'Taro Latte', seriesId, description: 'Creamy.', image: picture() } };
    },
    answerKey: 'drink',
    rows: (where) => db().$count(drinks, where),
    clientIdColumn: drinks.clientId,
  },
  {
    name: 'POST /admin/location/add',
    path: '/admin/location/add',
    signIn: async () => ({
      cookie: await adminCookie(),
      fields: { name: 'Boba Austin', address: '500 Congress Ave', email: 'austin@example.com', thirdPartyLink: 'https://order.example.com', timings: week, image: picture() },
    }),
    answerKey: 'location',
    rows: (where) => db().$count(locations, where),
    clientIdColumn: locations.clientId,
  },
  {
    name: 'POST /admin/action/franchise/add',
    path: '/admin/action/franchise/add',
    signIn: async () => ({
      cookie: await adminCookie(),
      fields: {
        email: `shop-${crypto.randomUUID()}@example.com`,
        password: 'shop-password',
        name: 'Boba Downtown',
        phone: '5550100',
        owner_name: 'Ana',
        address: '1 Main St',
        image: picture(),
      },
    }),
    answerKey: 'franchise',
    rows: (where) => db().$count(franchiseProfiles, where),
    clientIdColumn: franchiseProfiles.clientId,
  },
  {
    name: 'POST /admin/video',
    path: '/admin/video',
    signIn: async () => ({ cookie: await adminCookie(), fields: { text: 'Summer launch', media: picture() } }),
    answerKey: 'video',
    rows: (where) => db().$count(contentItems, where),
    clientIdColumn: contentItems.clientId,
  },
  {
    name: 'POST /admin/comming/add',
    path: '/admin/comming/add',
    signIn: async () => ({ cookie: await adminCookie(), fields: { name: 'Boba Round Rock', address: '7 Palm Valley Blvd', email: 'roundrock@example.com' } }),
    answerKey: 'franchise',
    rows: (where) => db().$count(comingSoon, where),
    clientIdColumn: comingSoon.clientId,
    json: true,
  },
];

const post = (create: StaffCreate, cookie: string, fields: Fields) => call(create.path, { method: 'POST', body: create.json ? fields : formOf(fields), cookie });
const uploads = (create: StaffCreate) => (create.json ? 0 : 1);

async function createdId(res: Response, create: StaffCreate): Promise<string> {
  return (await res.json<Answer>())[create.answerKey]._id;
}

async function newMediaKeys(before: string[]) {
  return (await mediaKeys()).filter((k) => !before.includes(k));
}

describe.each(creates)('$name with a clientId', (create) => {
  it('answers a replay with 200 and the stored row, keeping one row and one object in R2', async () => {
    const { cookie, fields } = await create.signIn();
    const clientId = crypto.randomUUID();
    const before = await mediaKeys();
    const first = await post(create, cookie, { ...fields, clientId });
    expect(first.status, await first.clone().text()).toBe(201);
    const replay = await post(create, cookie, { ...fields, clientId });
    expect(replay.status, await replay.clone().text()).toBe(200);
    expect(await createdId(replay, create)).toBe(await createdId(first, create));
    expect(await create.rows(eq(create.clientIdColumn, clientId))).toBe(1);
    expect(await newMediaKeys(before)).toHaveLength(uploads(create));
  });

  it('stores one row and one object when two copies of a submission race', async () => {
    const { cookie, fields } = await create.signIn();
    const clientId = crypto.randomUUID();
    const before = await mediaKeys();
    const answers = await Promise.all([post(create, cookie, { ...fields, clientId }), post(create, cookie, { ...fields, clientId })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    const [a, b] = await Promise.all(answers.map((res) => createdId(res, create)));
    expect(a).toBe(b);
    expect(await create.rows(eq(create.clientIdColumn, clientId))).toBe(1);
    expect(await newMediaKeys(before)).toHaveLength(uploads(create));
  });

  it('creates their own row for another staff user sending the same clientId', async () => {
    const clientId = crypto.randomUUID();
    const [one, two] = [await create.signIn(), await create.signIn()];
    const first = await post(create, one.cookie, { ...one.fields, clientId });
    const second = await post(create, two.cookie, { ...two.fields, clientId });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await createdId(second, create)).not.toBe(await createdId(first, create));
    expect(await create.rows(eq(create.clientIdColumn, clientId))).toBe(2);
  });

  it.each([
    ['too long', `${crypto.randomUUID()}0`],
    ['not a UUID', 'retry-1'],
    // A JSON body cannot carry a file; a number is its wrong type.
    create.json ? ['a number', 42 as unknown as string] : ['a file', new File(['x'], 'id.txt')],
  ] as const)('answers 400 to a clientId that is %s, storing nothing', async (_, clientId) => {
    const { cookie, fields } = await create.signIn();
    const before = await mediaKeys();
    const rowsBefore = await create.rows();
    const res = await post(create, cookie, { ...fields, clientId });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: expect.stringContaining('clientId') });
    expect(await create.rows()).toBe(rowsBefore);
    expect(await mediaKeys()).toEqual(before);
  });
});
