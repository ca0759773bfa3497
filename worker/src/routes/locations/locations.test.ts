import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_FRANCHISE, weekdays, type Location } from '../../contract/locations';
import { locations, locationTimings, users } from '../../db/schema';
import { PICTURE_MAX_BYTES } from '../../contract/limits';
import { adminCookie, type Failure, formOf, franchiseLogin, htmlFile, keyOf, mediaKeys, picture, svgFile } from '../../../test/admin-fixtures';
import { call, db } from '../../../test/helpers';
import { addDrink, addSeries } from '../../../test/menu-fixtures';

type Day = { day: string; openTime: string | null; closingTime: string | null };
const week = (change: (d: Day, i: number) => Partial<Day> = () => ({})): Day[] =>
  weekdays.map((day, i) => ({ day, openTime: '10:00', closingTime: '21:30', ...change({ day, openTime: '10:00', closingTime: '21:30' }, i) }));

const fields = (overrides: Record<string, string | File | undefined> = {}) =>
  formOf({
    name: 'Boba Austin',
    address: '500 Congress Ave, Austin TX',
    email: 'Austin@Example.com',
    thirdPartyLink: 'https://order.example.com/austin',
    timings: JSON.stringify(week()),
    image: picture(),
    ...overrides,
  });

/** A store as visitors get it: without the versions staff edits name. */
const publicOf = ({ version: _v, hoursVersion: _h, ...store }: Location): Location => store;

const holiday = { date: '2099-11-26', openTime: null, closingTime: null, label: 'Thanksgiving' };

async function addLocation(admin: string, overrides: Record<string, string | File | undefined> = {}) {
  const res = await call('/admin/location/add', { method: 'POST', body: fields(overrides), cookie: admin });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ location: Location }>()).location;
}

describe('POST /admin/location/add', () => {
  it('stores the location, its week and its picture', async () => {
    const admin = await adminCookie();
    const hours = week((_, i) => (i === 6 ? { openTime: null, closingTime: null } : i === 5 ? { openTime: '', closingTime: '' } : i === 4 ? { closingTime: '00:00' } : {}));
    const res = await call('/admin/location/add/', { method: 'POST', body: fields({ timings: JSON.stringify(hours) }), cookie: admin });
    expect(res.status).toBe(201);
    const body = await res.json<{ success: true; message: string; location: Location }>();
    expect(body).toMatchObject({
      success: true,
      message: 'Location added successfully',
      location: { name: 'Boba Austin', address: '500 Congress Ave, Austin TX', email: 'austin@example.com', thirdPartyLink: 'https://order.example.com/austin' },
    });
    expect(body.location.timings).toEqual([
      ...weekdays.slice(0, 4).map((day) => ({ day, openTime: '10:00', closingTime: '21:30' })),
      { day: 'Friday', openTime: '10:00', closingTime: '00:00' },
      { day: 'Saturday', openTime: null, closingTime: null },
      { day: 'Sunday', openTime: null, closingTime: null },
    ]);
    expect(await mediaKeys()).toContain(keyOf(body.location.image));

    // Admins and visitors read the same list; only staff get the versions their edits name.
    const { version, hoursVersion, ...publicView } = body.location;
    expect([version, hoursVersion]).toEqual([1, 1]);
    for (const [path, expected] of [
      ['/admin/locations/', body.location],
      ['/user/locations', publicView],
    ] as const) {
      const list = await (await call(path, { cookie: admin })).json<{ success: true; locations: Location[] }>();
      expect(list.locations.find((l) => l._id === body.location._id)).toEqual(expected);
    }
  });

  it.each([
    ['a javascript: link', { thirdPartyLink: 'javascript:alert(1)' }, /thirdPartyLink/],
    ['a data: link', { thirdPartyLink: 'data:text/html,hi' }, /thirdPartyLink/],
    ['a time of 25:00', { timings: JSON.stringify(week((_, i) => (i === 2 ? { openTime: '25:00' } : {}))) }, /timings\.2\.openTime: Use a 24-hour time/],
    ['closing at the opening time', { timings: JSON.stringify(week((_, i) => (i === 0 ? { openTime: '18:00', closingTime: '18:00' } : {}))) }, /timings\.0\.closingTime/],
    ['a time zone that does not exist', { timeZone: 'America/Atlantis' }, /timeZone: Choose a time zone/],
    ['a latitude without a longitude', { latitude: '30.27' }, /longitude: Give both/],
    ['a latitude past the pole', { latitude: '91', longitude: '0' }, /latitude: Latitude must be between/],
    ['a coordinate that is not a number', { latitude: 'north', longitude: '0' }, /latitude: Latitude must be a number/],
    ['a bad phone number', { phone: 'call us' }, /phone/],
    [
      'special hours on a date that does not exist',
      { specialHours: JSON.stringify([{ date: '2026-02-30', openTime: null, closingTime: null }]) },
      /specialHours\.0\.date: Use a real calendar date/,
    ],
    ['the same special date twice', { specialHours: JSON.stringify([holiday, holiday]) }, /listed twice/],
    ['special hours with one time', { specialHours: JSON.stringify([{ ...holiday, openTime: '10:00' }]) }, /Give both times/],
    ['special hours that are not JSON', { specialHours: 'closed at Christmas' }, /JSON/],
    ['only one time on a day', { timings: JSON.stringify(week((_, i) => (i === 1 ? { closingTime: null } : {}))) }, /Tuesday/],
    ['days out of order', { timings: JSON.stringify(week().reverse()) }, /Expected Monday/],
    ['six days', { timings: JSON.stringify(week().slice(0, 6)) }, /all seven days/],
    ['timings that are not JSON', { timings: 'Mon 10-9' }, /JSON/],
    ['a bad email', { email: 'austin-at-example' }, /email/],
    ['a missing name', { name: undefined }, /name/],
    ['an unknown field', { status: 'open' }, /Unexpected field: status/],
    ['no picture', { image: undefined }, /^Please provide an image file$/],
  ])('answers 400 to %s and stores nothing', async (_, overrides, message) => {
    const admin = await adminCookie();
    const before = await mediaKeys();
    const res = await call('/admin/location/add', { method: 'POST', body: fields({ name: 'Refused', ...overrides }), cookie: admin });
    expect(res.status).toBe(400);
    expect((await res.json<Failure>()).message).toMatch(message);
    expect(await mediaKeys()).toEqual(before);
    expect(await db().select().from(locations).where(eq(locations.name, 'Refused'))).toHaveLength(0);
  });

  it.each([
    ['an HTML file', htmlFile, 415],
    ['an SVG file', svgFile, 415],
    ['a picture over 10 MB', () => picture(PICTURE_MAX_BYTES + 1), 413],
  ])('refuses %s and stores nothing', async (_, file, status) => {
    const before = await mediaKeys();
    const res = await call('/admin/location/add', { method: 'POST', body: fields({ name: 'Bad File', image: file() }), cookie: await adminCookie() });
    expect(res.status).toBe(status);
    expect(await mediaKeys()).toEqual(before);
    expect(await db().select().from(locations).where(eq(locations.name, 'Bad File'))).toHaveLength(0);
  });
});

describe('GET /user/search/location', () => {
  const search = async (q: string) => (await call(`/user/search/location/?address=${encodeURIComponent(q)}`)).json<{ locations: Location[]; nearZip: string | null }>();
  const ids = async (q: string) => (await search(q)).locations.map((l) => l._id);

  it('matches a part of the name or the address in any case, the name first', async () => {
    const admin = await adminCookie();
    const byName = await addLocation(admin, { name: 'Boba Zilker Park', address: '1 Barton Rd' });
    const byAddress = await addLocation(admin, { name: 'Boba South', address: '9 Zilker Way' });
    const other = await addLocation(admin, { name: 'Boba North', address: '3 Lamar Blvd' });
    expect(await ids('zILKER')).toEqual([byName._id, byAddress._id]);
    expect(await ids('lamar')).toEqual([other._id]);
    expect(await ids('')).toEqual(expect.arrayContaining([byName._id, byAddress._id, other._id]));
    expect(await ids('100%')).toEqual([]);
  });

  it('finds stores by ZIP, state code, state name and city, with one slip forgiven', async () => {
    const admin = await adminCookie();
    const tulsa = await addLocation(admin, { name: 'Boba Brady Arts', address: '10 E Brady St, Tulsa, OK 74103' });
    const norman = await addLocation(admin, { name: 'Boba Campus Corner', address: '5 W Boyd St, Norman, OK 73069' });
    expect(await ids('74103')).toEqual([tulsa._id]);
    expect(await ids('OK')).toEqual([tulsa._id, norman._id]);
    expect(await ids('oklahoma')).toEqual([tulsa._id, norman._id]);
    expect(await ids('Tusla')).toEqual([tulsa._id]);
    expect((await search('74103')).nearZip).toBeNull();
  });

  it('answers a ZIP no store has with the stores of its area, saying so', async () => {
    const admin = await adminCookie();
    const omaha = await addLocation(admin, { name: 'Boba Old Market', address: '1101 Howard St, Omaha, NE 68102' });
    expect(await search('68131')).toEqual({ success: true, locations: [expect.objectContaining({ _id: omaha._id })], nearZip: '68131' });
  });

  it('refuses a search text longer than an address', async () => {
    const res = await call(`/user/search/location?address=${'a'.repeat(600)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, fields: { address: expect.any(String) } });
  });
});

describe('PUT /admin/location/:id', () => {
  it('replaces the picture when isImageUpdated is true, deleting the old object', async () => {
    const admin = await adminCookie();
    const before = await addLocation(admin);
    const hours = week((_, i) => (i === 0 ? { openTime: null, closingTime: null } : {}));
    const res = await call(`/admin/location/${before._id}`, {
      method: 'PUT',
      body: fields({ name: 'Boba Austin 2', timings: JSON.stringify(hours), isImageUpdated: 'true', image: picture(128, 'new.png') }),
      cookie: admin,
    });
    expect(res.status).toBe(200);
    const { message, location } = await res.json<{ message: string; location: Location }>();
    expect(message).toBe('Location updated successfully');
    expect(location).toMatchObject({ _id: before._id, name: 'Boba Austin 2' });
    expect(location.timings[0]).toEqual({ day: 'Monday', openTime: null, closingTime: null });
    expect(location.image).not.toBe(before.image);
    const keys = await mediaKeys();
    expect(keys).toContain(keyOf(location.image));
    expect(keys).not.toContain(keyOf(before.image));
    expect(await db().select().from(locationTimings).where(eq(locationTimings.locationId, before._id))).toHaveLength(7);
  });

  it('keeps the picture when isImageUpdated is false or missing', async () => {
    const admin = await adminCookie();
    const before = await addLocation(admin);
    for (const flag of ['false', undefined]) {
      const keys = await mediaKeys();
      const res = await call(`/admin/location/${before._id}/`, {
        method: 'PUT',
        body: fields({ address: '501 Congress Ave', isImageUpdated: flag, image: picture() }),
        cookie: admin,
      });
      expect(res.status).toBe(200);
      expect((await res.json<{ location: Location }>()).location).toMatchObject({ address: '501 Congress Ave', image: before.image });
      expect(await mediaKeys()).toEqual(keys);
    }
  });

  it('answers 400 without a new picture, 415 to a bad one and 404 to an unknown id, keeping the old picture', async () => {
    const admin = await adminCookie();
    const before = await addLocation(admin);
    const keys = await mediaKeys();
    const noImage = await call(`/admin/location/${before._id}`, { method: 'PUT', body: fields({ isImageUpdated: 'true', image: undefined }), cookie: admin });
    expect(noImage.status).toBe(400);
    expect(await noImage.json()).toEqual({ success: false, message: 'Please provide an image file' });
    const svg = await call(`/admin/location/${before._id}`, { method: 'PUT', body: fields({ isImageUpdated: 'true', image: svgFile() }), cookie: admin });
    expect(svg.status).toBe(415);
    const unknown = await call(`/admin/location/${crypto.randomUUID()}`, { method: 'PUT', body: fields({ isImageUpdated: 'true' }), cookie: admin });
    expect(unknown.status).toBe(404);
    const badFlag = await call(`/admin/location/${before._id}`, { method: 'PUT', body: fields({ isImageUpdated: 'yes' }), cookie: admin });
    expect(badFlag.status).toBe(400);
    expect(await mediaKeys()).toEqual(keys);
  });
});

describe('DELETE /admin/location/:id', () => {
  it('deletes the location, its week and its picture', async () => {
    const admin = await adminCookie();
    const gone = await addLocation(admin);
    const res = await call(`/admin/location/${gone._id}`, { method: 'DELETE', cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Location deleted successfully' });
    expect(await db().select().from(locationTimings).where(eq(locationTimings.locationId, gone._id))).toHaveLength(0);
    expect(await mediaKeys()).not.toContain(keyOf(gone.image));
    const list = await (await call('/user/locations')).json<{ locations: Location[] }>();
    expect(list.locations.map((l) => l._id)).not.toContain(gone._id);
  });

  it('answers 404 to an unknown id', async () => {
    const res = await call(`/admin/location/${crypto.randomUUID()}`, { method: 'DELETE', cookie: await adminCookie() });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Location not found.' });
  });
});

describe('order links in public answers', () => {
  it('never returns a non-http link, even one already stored', async () => {
    const name = `Legacy ${crypto.randomUUID()}`;
    await db().insert(locations).values({ name, address: '1 Old Rd', email: 'old@example.com', thirdPartyLink: 'javascript:alert(1)' });
    const res = await call('/user/locations');
    const body = await res.json<{ locations: { name: string; thirdPartyLink: string }[] }>();
    expect(body.locations.find((l) => l.name === name)?.thirdPartyLink).toBe('');
  });
});

describe('store pages: slug, time zone, contact, coordinates and special hours', () => {
  it('stores them, and the public list carries them', async () => {
    const admin = await adminCookie();
    const hours = week((_, i) => (i === 5 ? { openTime: '10:00', closingTime: '02:00' } : {}));
    const special = [{ date: '2099-12-24', openTime: '10:00', closingTime: '15:00', label: 'Christmas Eve' }, holiday];
    const added = await addLocation(admin, {
      name: 'Boba Café Río & Co.',
      timings: JSON.stringify(hours),
      timeZone: 'America/Los_Angeles',
      phone: '(512) 555-0100',
      latitude: '30.2672',
      longitude: '-97.7431',
      specialHours: JSON.stringify(special),
    });
    expect(added).toMatchObject({ slug: 'boba-cafe-rio-and-co', timeZone: 'America/Los_Angeles', phone: '(512) 555-0100', latitude: 30.2672, longitude: -97.7431 });
    // Overnight hours are kept as given: they belong to the day they start.
    expect(added.timings[5]).toEqual({ day: 'Saturday', openTime: '10:00', closingTime: '02:00' });
    expect(added.specialHours).toEqual([holiday, special[0]]);
    const list = await (await call('/user/locations')).json<{ locations: Location[] }>();
    expect(list.locations.find((l) => l._id === added._id)).toEqual(publicOf(added));
  });

  it('keeps a slug through a rename and gives a second store of the same name its own', async () => {
    const admin = await adminCookie();
    const name = `Boba Slug ${crypto.randomUUID().slice(0, 8)}`;
    const first = await addLocation(admin, { name });
    const second = await addLocation(admin, { name });
    expect(second.slug).toBe(`${first.slug}-2`);
    const res = await call(`/admin/location/${first._id}`, { method: 'PUT', body: fields({ name: 'Renamed Boba' }), cookie: admin });
    expect((await res.json<{ location: Location }>()).location).toMatchObject({ name: 'Renamed Boba', slug: first.slug });
  });

  it('leaves out special hours already past, and a form without special hours keeps them', async () => {
    const admin = await adminCookie();
    const added = await addLocation(admin, { specialHours: JSON.stringify([{ date: '2020-01-01', openTime: null, closingTime: null, label: 'Long ago' }, holiday]) });
    expect(added.specialHours).toEqual([holiday]);
    const kept = await call(`/admin/location/${added._id}`, { method: 'PUT', body: fields({ address: '2 New St' }), cookie: admin });
    expect((await kept.json<{ location: Location }>()).location.specialHours).toEqual([holiday]);
    const cleared = await call(`/admin/location/${added._id}`, { method: 'PUT', body: fields({ specialHours: '[]' }), cookie: admin });
    expect((await cleared.json<{ location: Location }>()).location.specialHours).toEqual([]);
  });

  it('refuses bad special hours on update and keeps the stored ones', async () => {
    const admin = await adminCookie();
    const added = await addLocation(admin, { specialHours: JSON.stringify([holiday]) });
    const res = await call(`/admin/location/${added._id}`, { method: 'PUT', body: fields({ specialHours: JSON.stringify([{ date: 'tomorrow' }]) }), cookie: admin });
    expect(res.status).toBe(400);
    expect((await res.json<Failure>()).message).toMatch(/specialHours\.0\.date/);
    const list = await (await call('/user/locations')).json<{ locations: Location[] }>();
    expect(list.locations.find((l) => l._id === added._id)?.specialHours).toEqual([holiday]);
  });

  it('lets only head office change them', async () => {
    const { cookie: franchise } = await franchiseLogin();
    const add = await call('/admin/location/add', { method: 'POST', body: fields({ name: 'Not Yours', timeZone: 'America/Denver' }), cookie: franchise });
    expect(add.status).toBe(403);
    const anonymous = await call('/admin/location/add', { method: 'POST', body: fields({ name: 'Not Yours' }) });
    expect(anonymous.status).toBe(401);
    expect(await db().select().from(locations).where(eq(locations.name, 'Not Yours'))).toHaveLength(0);
  });
});

describe('a store run by a franchise, and its menu', () => {
  it('links a franchise account on add and update; the store carries its series with drinks, in menu order', async () => {
    const admin = await adminCookie();
    const franchise = await franchiseLogin();
    const fruit = await addSeries(franchise.cookie, 'Fruit Tea');
    const mango = await addDrink(franchise.cookie, fruit._id, 'Mango Green Tea');
    await addSeries(franchise.cookie, 'Still Empty');
    const other = await franchiseLogin();
    await addDrink(other.cookie, (await addSeries(other.cookie, 'Not Theirs'))._id);

    const added = await addLocation(admin, { franchiseId: franchise.id });
    expect(added.franchiseId).toBe(franchise.id);
    // 'Still Empty' has nothing to show a visitor; the other franchise's series is not this store's.
    expect(added.menu).toEqual([
      expect.objectContaining({ _id: fruit._id, name: 'Fruit Tea', drinks: [expect.objectContaining({ _id: mango._id, name: 'Mango Green Tea', image: mango.image })] }),
    ]);
    const listed = (await (await call('/user/locations')).json<{ locations: Location[] }>()).locations.find((l) => l._id === added._id);
    expect(listed).toEqual(publicOf(added));

    const moved = await call(`/admin/location/${added._id}`, { method: 'PUT', body: fields({ franchiseId: other.id }), cookie: admin });
    expect(moved.status).toBe(200);
    expect((await moved.json<{ location: Location }>()).location).toMatchObject({ franchiseId: other.id, menu: [{ name: 'Not Theirs' }] });
  });

  it('shows no menu for a store run by nobody, or whose franchise has no drinks; None and a deleted account unlink it', async () => {
    const admin = await adminCookie();
    const franchise = await franchiseLogin();
    await addSeries(franchise.cookie, 'Coming Later');
    const plain = await addLocation(admin);
    expect(plain).toMatchObject({ franchiseId: null, menu: [] });
    const run = await addLocation(admin, { franchiseId: franchise.id });
    expect(run).toMatchObject({ franchiseId: franchise.id, menu: [] });

    // A form without the field (made before franchises) keeps the link.
    const kept = await call(`/admin/location/${run._id}`, { method: 'PUT', body: fields(), cookie: admin });
    expect((await kept.json<{ location: Location }>()).location.franchiseId).toBe(franchise.id);
    const none = await call(`/admin/location/${run._id}`, { method: 'PUT', body: fields({ franchiseId: '' }), cookie: admin });
    expect((await none.json<{ location: Location }>()).location.franchiseId).toBeNull();

    const again = await addLocation(admin, { franchiseId: franchise.id });
    await db().delete(users).where(eq(users.id, franchise.id));
    const [row] = await db().select().from(locations).where(eq(locations.id, again._id));
    expect(row?.franchiseId).toBeNull();
  });

  it('refuses an unknown account or a head-office one with 400 on franchiseId, changing nothing', async () => {
    const admin = await adminCookie();
    const franchise = await franchiseLogin();
    const stored = await addLocation(admin, { franchiseId: franchise.id });
    const [headOffice] = await db().select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    const before = await mediaKeys();

    for (const franchiseId of ['no-such-account', headOffice.id]) {
      const add = await call('/admin/location/add', { method: 'POST', body: fields({ name: 'Nobody Runs Me', franchiseId }), cookie: admin });
      expect(add.status).toBe(400);
      expect(await add.json()).toMatchObject({ success: false, fields: { franchiseId: UNKNOWN_FRANCHISE } });
      const update = await call(`/admin/location/${stored._id}`, { method: 'PUT', body: fields({ name: 'Renamed', franchiseId, isImageUpdated: 'true' }), cookie: admin });
      expect(update.status).toBe(400);
      expect(await update.json()).toMatchObject({ success: false, fields: { franchiseId: UNKNOWN_FRANCHISE } });
    }
    expect(await db().select().from(locations).where(eq(locations.name, 'Nobody Runs Me'))).toHaveLength(0);
    const [row] = await db().select().from(locations).where(eq(locations.id, stored._id));
    expect(row).toMatchObject({ name: 'Boba Austin', franchiseId: franchise.id });
    expect(await mediaKeys()).toEqual(before);
  });

  it('lets only head office link a franchise', async () => {
    const admin = await adminCookie();
    const franchise = await franchiseLogin();
    const stored = await addLocation(admin);
    const asFranchise = await call(`/admin/location/${stored._id}`, { method: 'PUT', body: fields({ franchiseId: franchise.id }), cookie: franchise.cookie });
    expect(asFranchise.status).toBe(403);
    const anonymous = await call(`/admin/location/${stored._id}`, { method: 'PUT', body: fields({ franchiseId: franchise.id }) });
    expect(anonymous.status).toBe(401);
    const [row] = await db().select().from(locations).where(eq(locations.id, stored._id));
    expect(row?.franchiseId).toBeNull();
  });
});

describe('the online ordering link is optional', () => {
  it('adds a store without one, and an edit can clear a stored one or, by leaving the field out, keep it', async () => {
    const admin = await adminCookie();
    const none = await addLocation(admin, { thirdPartyLink: undefined });
    expect(none.thirdPartyLink).toBe('');
    const empty = await addLocation(admin, { thirdPartyLink: '  ' });
    expect(empty.thirdPartyLink).toBe('');

    const linked = await addLocation(admin);
    const kept = await call(`/admin/location/${linked._id}`, { method: 'PUT', body: fields({ thirdPartyLink: undefined }), cookie: admin });
    expect((await kept.json<{ location: Location }>()).location.thirdPartyLink).toBe('https://order.example.com/austin');
    const cleared = await call(`/admin/location/${linked._id}`, { method: 'PUT', body: fields({ thirdPartyLink: '' }), cookie: admin });
    expect((await cleared.json<{ location: Location }>()).location.thirdPartyLink).toBe('');
  });

  it('still refuses a link that is not a web address, naming the field', async () => {
    const res = await call('/admin/location/add', { method: 'POST', body: fields({ thirdPartyLink: 'order at the counter' }), cookie: await adminCookie() });
    expect(res.status).toBe(400);
    expect((await res.json<Failure>()).fields).toEqual({ thirdPartyLink: 'Enter a web link starting with http:// or https://, or leave it empty.' });
  });
});

describe("a franchise owner's stores: GET /franchise/locations, PUT /franchise/location/:id/hours", () => {
  const hoursOf = (cookie: string, id: string, body: unknown) => call(`/franchise/location/${id}/hours`, { method: 'PUT', body, cookie });
  const newWeek = week((_, i) => (i === 6 ? { openTime: null, closingTime: null } : { openTime: '11:00', closingTime: '20:00' }));

  it('lists exactly the stores the owner runs, and lets them set the week and special hours, nothing else', async () => {
    const admin = await adminCookie();
    const owner = await franchiseLogin();
    const mine = await addLocation(admin, { name: 'Owner Store', franchiseId: owner.id });
    await addLocation(admin, { name: 'Head Office Store' });

    const list = await call('/franchise/locations', { cookie: owner.cookie });
    expect(list.status).toBe(200);
    expect((await list.json<{ locations: Location[] }>()).locations.map((l) => l._id)).toEqual([mine._id]);

    const res = await hoursOf(owner.cookie, mine._id, { timings: newWeek, specialHours: [holiday] });
    expect(res.status).toBe(200);
    const { message, location } = await res.json<{ message: string; location: Location }>();
    expect(message).toBe('Store hours updated successfully');
    expect(location.timings).toEqual(newWeek);
    expect(location.specialHours).toEqual([holiday]);
    expect(location).toMatchObject({ name: 'Owner Store', address: mine.address, email: mine.email, franchiseId: owner.id, image: mine.image });
    // Visitors see the new hours.
    const listed = (await (await call('/user/locations')).json<{ locations: Location[] }>()).locations.find((l) => l._id === mine._id);
    expect(listed?.timings).toEqual(newWeek);

    // An empty list of special hours clears them.
    const cleared = await hoursOf(owner.cookie, mine._id, { timings: newWeek, specialHours: [] });
    expect((await cleared.json<{ location: Location }>()).location.specialHours).toEqual([]);
  });

  it('answers 404 to a store the owner does not run, changing nothing', async () => {
    const admin = await adminCookie();
    const [owner, other] = [await franchiseLogin(), await franchiseLogin()];
    const theirs = await addLocation(admin, { franchiseId: other.id });
    const unrun = await addLocation(admin);
    for (const id of [theirs._id, unrun._id, 'no-such-store']) {
      const res = await hoursOf(owner.cookie, id, { timings: newWeek, specialHours: [] });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: 'Location not found.' });
    }
    const [row] = await db().select().from(locationTimings).where(eq(locationTimings.locationId, theirs._id)).limit(1);
    expect(row).toMatchObject({ openTime: '10:00', closingTime: '21:30' });
  });

  it('answers 401 to a visitor and 403 to head office, which edits stores on its own screen', async () => {
    const admin = await adminCookie();
    const owner = await franchiseLogin();
    const mine = await addLocation(admin, { franchiseId: owner.id });
    expect((await call('/franchise/locations')).status).toBe(401);
    expect((await call('/franchise/locations', { cookie: admin })).status).toBe(403);
    expect((await hoursOf('', mine._id, { timings: newWeek, specialHours: [] })).status).toBe(401);
    expect((await hoursOf(admin, mine._id, { timings: newWeek, specialHours: [] })).status).toBe(403);
  });

  it.each([
    ['six days', { timings: newWeek.slice(0, 6), specialHours: [] }, 'timings'],
    ['a bad time', { timings: week((_, i) => (i === 0 ? { openTime: '7am' } : {})), specialHours: [] }, 'timings'],
    ['a special date twice', { timings: newWeek, specialHours: [holiday, holiday] }, 'specialHours'],
    ['a name (head office keeps it)', { timings: newWeek, specialHours: [], name: 'Mine Now' }, null],
    ['no special hours list', { timings: newWeek }, 'specialHours'],
  ])('answers 400 to %s, changing nothing', async (_, body, field) => {
    const admin = await adminCookie();
    const owner = await franchiseLogin();
    const mine = await addLocation(admin, { franchiseId: owner.id });
    const res = await hoursOf(owner.cookie, mine._id, body);
    expect(res.status).toBe(400);
    const failure = await res.json<Failure>();
    if (field) expect(Object.keys(failure.fields ?? {})).toContain(field);
    else expect(failure.message).toMatch(/Unexpected field: name/);
    const [stored] = (await (await call('/user/locations')).json<{ locations: Location[] }>()).locations.filter((l) => l._id === mine._id);
    expect(stored).toMatchObject({ name: 'Boba Austin', timings: week() });
  });
});
