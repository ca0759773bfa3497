/**
 * Turns the demo data into table rows. Ids are generated here rather than by
 * the database so related rows (series → drinks → reviews) can be written in
 * one batch. Creation times are spaced out so lists ordered by created_at
 * come out in the order of the demo data.
 */
import {
  type brandProfile,
  type comingSoon,
  type drinkToppings,
  type contentItems,
  type drinks,
  type franchiseProfiles,
  type locations,
  type locationSpecialHours,
  type locationTimings,
  type reviews,
  type series,
  type socialDetails,
  type toppings,
  type users,
} from '../../worker/src/db/schema';
import { drinkFacts } from '../../worker/src/contract/drink-facts';
import { demoFacts, TOPPINGS } from './demo-drink-facts';
import { hashPassword } from '../../worker/src/lib/passwords';
import { BRAND_PROFILE_CAPTION, BRAND_PROFILE_TEXT, brandProfilePdf } from './demo-brand-profile';
import { slugOf } from '../../worker/src/lib/slug';
import { BRAND_MENU, COMING_SOON, CONTENT, DEMO_LOGINS, FRANCHISES, LOCATIONS, REVIEWS, SOCIAL_DETAILS, type SeriesSeed } from './demo-data';
import type { PictureQueue } from './picture-queue';
import { avatarPicture, drinkPicture, seriesPicture, storefrontPicture, toppingPicture } from './pictures';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The brand series head office marks as signature ones, so the demo shows the badge on a few, not all. */
const SIGNATURE_SERIES = new Set(['Puffle Waffle', 'Milk Tea', 'Stormy']);

/** The next Thanksgiving (closed) and Christmas Eve (short day) from `now`, so the demo always shows special hours ahead. */
function holidays(now: number) {
  const year = new Date(now).getUTCFullYear();
  const thanksgiving = (y: number) => {
    const first = new Date(Date.UTC(y, 10, 1)).getUTCDay();
    return `${y}-11-${String(1 + ((4 - first + 7) % 7) + 21).padStart(2, '0')}`;
  };
  const today = new Date(now).toISOString().slice(0, 10);
  const next = (date: (y: number) => string) => (date(year) >= today ? date(year) : date(year + 1));
  return [
    { date: next(thanksgiving), openTime: null, closingTime: null, label: 'Thanksgiving' },
    { date: next((y) => `${y}-12-24`), openTime: '10:00', closingTime: '15:00', label: 'Christmas Eve' },
  ];
}

export interface DemoRows {
  users: (typeof users.$inferInsert)[];
  franchiseProfiles: (typeof franchiseProfiles.$inferInsert)[];
  series: (typeof series.$inferInsert)[];
  drinks: (typeof drinks.$inferInsert)[];
  toppings: (typeof toppings.$inferInsert)[];
  drinkToppings: (typeof drinkToppings.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  locations: (typeof locations.$inferInsert)[];
  locationTimings: (typeof locationTimings.$inferInsert)[];
  locationSpecialHours: (typeof locationSpecialHours.$inferInsert)[];
  comingSoon: (typeof comingSoon.$inferInsert)[];
  socialDetails: (typeof socialDetails.$inferInsert)[];
  contentItems: (typeof contentItems.$inferInsert)[];
  brandProfile: (typeof brandProfile.$inferInsert)[];
}

export async function demoRows(pictures: PictureQueue, now: number): Promise<DemoRows> {
  const since = now - 45 * DAY;
  const hashes = await Promise.all(DEMO_LOGINS.map((login) => hashPassword(login.password)));
  const userRows = DEMO_LOGINS.map((login, i) => ({
    id: crypto.randomUUID(),
    email: login.email,
    passwordHash: hashes[i],
    role: login.role,
    createdAt: since + i * MINUTE,
  }));
  const userId = (email: string) => {
    const user = userRows.find((u) => u.email === email);
    if (!user) throw new Error(`demo data names an unknown login ${email}`);
    return user.id;
  };
  const adminId = userRows.find((u) => u.role === 'admin')!.id;

  const rows: DemoRows = {
    users: userRows,
    franchiseProfiles: [],
    series: [],
    drinks: [],
    toppings: [],
    drinkToppings: [],
    reviews: [],
    locations: [],
    locationTimings: [],
    locationSpecialHours: [],
    comingSoon: [],
    socialDetails: [{ id: 1, ...SOCIAL_DETAILS, updatedAt: now }],
    contentItems: [],
    brandProfile: [],
  };

  const toppingIds = new Map<string, string>();
  TOPPINGS.forEach((t, i) => {
    // As the toppings route names them (toppings-admin.ts): a slug of the name.
    const id = slugOf(t.name);
    toppingIds.set(t.name, id);
    const { art, background, ...facts } = t;
    rows.toppings.push({ id, ...facts, imageKey: pictures.add(() => toppingPicture(art, background)), createdBy: adminId, createdAt: since + i * MINUTE });
  });
  /** Checked as the dashboard's form would be, topping names turned into ids. */
  const factsOf = (seriesName: string, drinkName: string, drinkId: string) => {
    const { toppingIds: names, ...facts } = drinkFacts.parse(demoFacts(seriesName, drinkName));
    names.forEach((name, position) => {
      const toppingId = toppingIds.get(name);
      if (!toppingId) throw new Error(`demo facts name an unknown topping ${name}`);
      rows.drinkToppings.push({ drinkId, toppingId, position });
    });
    return facts;
  };

  const drinkIds = new Map<string, string>();
  const addMenu = (ownerId: string, menu: SeriesSeed[], start: number) => {
    menu.forEach((s, i) => {
      const seriesId = crypto.randomUUID();
      const arts = s.drinks.slice(0, 3).map((d) => d.art);
      rows.series.push({
        id: seriesId,
        ownerId,
        name: s.name,
        signature: menu === BRAND_MENU && SIGNATURE_SERIES.has(s.name),
        imageKey: pictures.add(() => seriesPicture(arts, s.background)),
        createdAt: start + i * MINUTE,
      });
      s.drinks.forEach((d, j) => {
        const id = crypto.randomUUID();
        drinkIds.set(d.name, id);
        rows.drinks.push({
          id,
          seriesId,
          name: d.name,
          description: d.description,
          imageKey: pictures.add(() => drinkPicture(d.art, d.background ?? s.background)),
          facts: factsOf(s.name, d.name, id),
          createdAt: start + i * MINUTE + (j + 1) * 1000,
        });
      });
    });
  };

  addMenu(adminId, BRAND_MENU, since + DAY);
  const brandDrinkIds = new Map(drinkIds);
  for (const f of FRANCHISES) {
    const ownerId = userId(f.email);
    rows.franchiseProfiles.push({
      userId: ownerId,
      name: f.name,
      phone: f.phone,
      ownerName: f.ownerName,
      address: f.address,
      imageKey: pictures.add(() => avatarPicture(f.avatar)),
    });
    addMenu(ownerId, f.menu, since + 2 * DAY);
  }

  REVIEWS.forEach((r, i) => {
    const drinkId = brandDrinkIds.get(r.drink);
    if (!drinkId) throw new Error(`a demo review names an unknown drink ${r.drink}`);
    // A few hours apart within the day, so same-day reviews still have an order.
    const createdAt = now - r.daysAgo * DAY - ((i * 5) % 11) * 60 * MINUTE - MINUTE;
    rows.reviews.push({ id: crypto.randomUUID(), drinkId, name: r.name, rating: r.rating, comment: r.comment, status: r.status, createdAt });
  });

  LOCATIONS.forEach((l, i) => {
    const id = crypto.randomUUID();
    const { name, address, email, thirdPartyLink, timeZone, phone, coordinates, franchise } = l;
    const [latitude, longitude] = coordinates;
    const franchiseId = franchise ? userId(franchise) : null;
    rows.locations.push({
      id,
      name,
      slug: slugOf(name),
      address,
      email,
      thirdPartyLink,
      timeZone,
      phone,
      latitude,
      longitude,
      franchiseId,
      imageKey: pictures.add(() => storefrontPicture(l.art)),
      createdAt: since + i * MINUTE,
    });
    l.hours.forEach((hours, day) => rows.locationTimings.push({ locationId: id, day, openTime: hours?.[0] ?? null, closingTime: hours?.[1] ?? null }));
    rows.locationSpecialHours.push(...holidays(now).map((h) => ({ locationId: id, ...h })));
  });

  COMING_SOON.forEach((c, i) => rows.comingSoon.push({ id: crypto.randomUUID(), ...c, status: 'Coming Soon', createdAt: since + i * MINUTE }));

  CONTENT.forEach((c, i) => {
    const shown = BRAND_MENU.find((s) => s.name === c.series);
    if (!shown) throw new Error(`demo content names an unknown series ${c.series}`);
    // The same drinks as the series card but arranged differently, so the two pictures differ.
    const arts = shown.drinks
      .slice(0, 3)
      .map((d) => d.art)
      .reverse();
    rows.contentItems.push({
      id: crypto.randomUUID(),
      text: c.caption,
      mediaType: 'image',
      mediaKey: pictures.add(() => seriesPicture(arts, shown.background)),
      createdBy: adminId,
      createdAt: now - (CONTENT.length - i) * DAY,
    });
  });

  // The brand profile page, with its PDF in the content library.
  const profilePdf = brandProfilePdf();
  const documentId = crypto.randomUUID();
  const mediaKey = pictures.add(() => Promise.resolve(profilePdf), { ext: 'pdf', contentType: 'application/pdf' });
  rows.contentItems.push({
    id: documentId,
    text: BRAND_PROFILE_CAPTION,
    mediaType: 'document',
    mediaKey,
    fileName: 'brand-profile.pdf',
    sizeBytes: profilePdf.length,
    createdBy: adminId,
    createdAt: now - 2 * DAY,
  });
  rows.brandProfile.push({ body: BRAND_PROFILE_TEXT, documentId, updatedBy: adminId, updatedAt: now - 2 * DAY });

  return rows;
}
