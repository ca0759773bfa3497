import { env } from 'cloudflare:test';
import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../scripts/seed/demo-data';
import { PNG_SIGNATURE } from '../../scripts/seed/png';
import { seedDemo } from '../../scripts/seed/seed';
import { createDb } from '../src/db/client';
import {
  comingSoon,
  contentItems,
  drinks,
  franchiseProfiles,
  locations,
  locationSpecialHours,
  locationTimings,
  reviews,
  series,
  socialDetails,
  toppings,
  users,
} from '../src/db/schema';
import type { Menu } from '../src/contract/menu';
import { buildFacts, calorieRange } from '../src/contract/drink-build';
import type { BrandProfile } from '../src/contract/brand-profile';
import app from '../src/index';
import { verifyPassword } from '../src/lib/passwords';
import { ORIGIN } from './helpers';
import { loadLocations } from '../src/queries/locations';

const SPEC_SERIES = ['Puffle Waffle', 'Milk Tea', 'Cheese Cream', 'Fresh Fruit Tea', 'Stormy', 'Yakult', 'Pure milk', 'Tea', 'Coffee', 'Blended'];

const db = () => createDb(env);

async function tableSizes() {
  const sizes = await Promise.all(
    [users, franchiseProfiles, series, drinks, reviews, locations, locationTimings, comingSoon, socialDetails, contentItems].map(
      async (t) => (await db().select({ n: count() }).from(t))[0].n,
    ),
  );
  const objects = await env.MEDIA.list();
  return { sizes, objects: objects.objects.length };
}

describe('seedDemo', () => {
  let first: { seeded: boolean };
  // Drawing and storing ~70 pictures takes a few seconds, more on a busy machine.
  beforeAll(async () => {
    first = await seedDemo(env);
  }, 60_000);

  it('seeds an empty database', () => {
    expect(first).toEqual({ seeded: true });
  });

  it('gives the admin the ten series of the spec, in order, with at least three drinks each', async () => {
    const [admin] = await db().select().from(users).where(eq(users.role, 'admin'));
    const own = await db().select().from(series).where(eq(series.ownerId, admin.id)).orderBy(asc(series.createdAt));
    expect(own.map((s) => s.name)).toEqual(SPEC_SERIES);
    for (const s of own) {
      const list = await db().select().from(drinks).where(eq(drinks.seriesId, s.id));
      expect(list.length, s.name).toBeGreaterThanOrEqual(3);
      for (const d of list) expect(d.description.length, d.name).toBeGreaterThan(20);
    }
  });

  it('gives each franchise a profile with a picture and its own small menu', async () => {
    const franchises = await db().select().from(users).where(eq(users.role, 'franchise'));
    expect(franchises).toHaveLength(2);
    for (const f of franchises) {
      const [profile] = await db().select().from(franchiseProfiles).where(eq(franchiseProfiles.userId, f.id));
      expect(profile?.phone).toMatch(/^\d{10}$/);
      expect(profile?.imageKey).toBeTruthy();
      const own = await db().select().from(series).where(eq(series.ownerId, f.id));
      expect(own.length).toBeGreaterThanOrEqual(1);
      for (const s of own) expect(await db().select().from(drinks).where(eq(drinks.seriesId, s.id))).toHaveLength(2);
    }
  });

  it('adds stores with a full week of hours each, and coming-soon sites', async () => {
    const stores = await db().select().from(locations);
    expect(stores.length).toBeGreaterThanOrEqual(6);
    for (const store of stores) {
      expect(store.thirdPartyLink).toMatch(/^https:\/\//);
      const week = await db().select().from(locationTimings).where(eq(locationTimings.locationId, store.id)).orderBy(asc(locationTimings.day));
      expect(week.map((t) => t.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      for (const t of week) {
        if (t.openTime === null) expect(t.closingTime).toBeNull();
        else expect([t.openTime, t.closingTime]).toEqual([expect.stringMatching(/^\d\d:\d\d$/), expect.stringMatching(/^\d\d:\d\d$/)]);
      }
    }
    // Real places in their own time zones, each with a page and coming holidays.
    expect(new Set(stores.map((s) => s.timeZone))).toEqual(new Set(['America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/New_York']));
    expect(stores.find((s) => s.name === 'Downtown Austin')).toMatchObject({ slug: 'downtown-austin', latitude: 30.2688, longitude: -97.7428 });
    expect(new Set(stores.map((s) => s.slug)).size).toBe(stores.length);
    const holidays = await db().select().from(locationSpecialHours);
    expect(holidays.filter((h) => h.label === 'Thanksgiving')).toHaveLength(stores.length);
    expect(holidays.every((h) => h.date >= new Date().toISOString().slice(0, 10))).toBe(true);
    const soon = await db().select().from(comingSoon);
    expect(soon).toHaveLength(3);
    expect(soon.every((c) => c.status === 'Coming Soon')).toBe(true);
  });

  it('has franchises run two stores, whose pages then show their own drinks', async () => {
    const stores = await loadLocations(db());
    const drinksAt = (name: string) => stores.find((s) => s.name === name)?.menu.map((s) => [s.name, s.drinks.map((d) => d.name)]);
    expect(drinksAt('Downtown Austin')).toEqual([['Texas Exclusives', ['Peach Sweet Tea Boba', 'Horchata Milk Tea']]]);
    expect(drinksAt('San Jose Japantown')).toEqual([
      ['Seasonal Specials', ['Lychee Rose Oolong', 'Ube Coconut Milk Tea']],
      ['Local Favorites', ['Hojicha Latte', 'Calpico Peach Tea']],
    ]);
    expect(drinksAt('Denver Larimer Square')).toEqual([]);
  });

  it('adds approved and pending reviews with whole-star ratings', async () => {
    const all = await db().select().from(reviews);
    expect(all.some((r) => r.status === 'approved')).toBe(true);
    expect(all.some((r) => r.status === 'pending')).toBe(true);
    expect(new Set(all.map((r) => r.drinkId)).size).toBeGreaterThan(3);
    for (const r of all) expect(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5).toBe(true);
    expect(Math.max(...all.map((r) => r.createdAt))).toBeLessThanOrEqual(Date.now());
  });

  it('stores the social counts', async () => {
    expect(await db().select().from(socialDetails)).toEqual([expect.objectContaining({ id: 1, posts: 412, followers: 15_300, following: 180 })]);
  });

  it('creates the demo logins with their passwords', async () => {
    for (const login of DEMO_LOGINS) {
      const [user] = await db().select().from(users).where(eq(users.email, login.email));
      expect(user?.role).toBe(login.role);
      expect(await verifyPassword(login.password, user.passwordHash)).toBe(true);
      expect(await verifyPassword('wrong-password', user.passwordHash)).toBe(false);
    }
  });

  it('gives every drink realistic facts and head office about ten toppings, each drink’s toppings on the list', async () => {
    const all = await db().select().from(drinks);
    expect(all.every((d) => d.facts !== null)).toBe(true);
    const res = await app.request(`${ORIGIN}/api/v1/user/menu/admin/series`, {}, env);
    const { menu } = await res.json<{ menu: Menu }>();
    expect(menu.toppings.length).toBeGreaterThanOrEqual(10);
    expect(menu.toppings.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Tapioca Pearls', 'Grass Jelly', 'Egg Pudding', 'Red Bean', 'Aloe Vera', 'Cheese Foam', 'Mango Popping Boba']),
    );
    const shown = menu.series.flatMap((s) => s.drinks);
    for (const d of shown) {
      const facts = d.facts!;
      const { min, max } = calorieRange(facts);
      expect(min, d.name).toBeGreaterThanOrEqual(60);
      expect(max, d.name).toBeLessThanOrEqual(1000);
      for (const id of facts.toppingIds)
        expect(
          menu.toppings.some((t) => t._id === id),
          d.name,
        ).toBe(true);
    }
    const pearlTea = shown.find((d) => d.name === 'Classic Pearl Milk Tea')!;
    const pearls = menu.toppings.find((t) => t.name === 'Tapioca Pearls')!;
    expect(buildFacts(pearlTea.facts!, menu.toppings, { size: 'Medium', toppingIds: [pearls._id] })).toMatchObject({ calories: 450, caffeineFree: false, allergens: ['milk'] });
    expect(shown.find((d) => d.name === 'Passion Fruit Green Tea')!.facts).toMatchObject({ vegan: true, allergens: [] });
  });

  it('puts a PNG in R2 for every picture a row names', async () => {
    const keys = [
      ...(await db().select({ k: series.imageKey }).from(series)),
      ...(await db().select({ k: drinks.imageKey }).from(drinks)),
      ...(await db().select({ k: toppings.imageKey }).from(toppings)),
      ...(await db().select({ k: locations.imageKey }).from(locations)),
      ...(await db().select({ k: franchiseProfiles.imageKey }).from(franchiseProfiles)),
      ...(await db().select({ k: contentItems.mediaKey }).from(contentItems)),
    ].map((r) => r.k);
    expect(keys.every((k) => typeof k === 'string' && /^seed\/[0-9a-f-]{36}\.(png|pdf)$/.test(k))).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    expect((await env.MEDIA.list()).objects).toHaveLength(keys.length);
    for (const key of keys.filter((k) => k!.endsWith('.png'))) {
      const object = await env.MEDIA.get(key!);
      expect(object?.httpMetadata?.contentType).toBe('image/png');
      const bytes = new Uint8Array(await object!.arrayBuffer());
      expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    }
  });

  it('writes the brand profile, offering a PDF of our own from the content library that visitors can download', async () => {
    const { profile } = await (await app.request(`${ORIGIN}/api/v1/user/brand-profile`, {}, env)).json<{ profile: BrandProfile }>();
    expect(profile.text).toContain('## Our tea');
    expect(profile.document).toMatchObject({ title: 'Bubble Tea brand profile 2026', url: expect.stringMatching(/^\/api\/v1\/media\/seed%2F[0-9a-f-]{36}\.pdf$/) });
    const pdf = await app.request(`${ORIGIN}${profile.document!.url}?download=1`, {}, env);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(bytes.length).toBe(profile.document!.size);
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-1.7')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('/Count 3');
  });

  it('does nothing once there is any user', async () => {
    const before = await tableSizes();
    expect(await seedDemo(env)).toEqual({ seeded: false });
    expect(await tableSizes()).toEqual(before);
  });
});
