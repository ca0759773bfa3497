import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { MenuSeries } from '../../contract/menu';
import app from '../../index';
import { drinks, reviews, series } from '../../db/schema';
import { countingD1 } from '../../../test/counting-d1';
import { dropMenu } from '../../queries/menu-cache';
import { createUser, db, ORIGIN } from '../../../test/helpers';

/** Adds `count` brand series with `drinksEach` drinks each, in one batch. */
async function addMenu(ownerId: string, count: number, drinksEach: number) {
  const seriesRows = Array.from({ length: count }, (_, i) => ({ id: crypto.randomUUID(), ownerId, name: `Series ${i}` }));
  const drinkRows = seriesRows.flatMap((s) => Array.from({ length: drinksEach }, (_, j) => ({ id: crypto.randomUUID(), seriesId: s.id, name: `${s.name} drink ${j}` })));
  // Every drink gets an approved review, so each one's rating is computed.
  const reviewRows = drinkRows.map((d, i) => ({ drinkId: d.id, name: 'Fan', rating: (i % 5) + 1, status: 'approved' as const }));
  // Multi-row inserts stay under D1's 100 bound parameters per statement.
  const statements = [
    ...chunk(seriesRows, 10).map((rows) => db().insert(series).values(rows)),
    ...chunk(drinkRows, 10).map((rows) => db().insert(drinks).values(rows)),
    ...chunk(reviewRows, 10).map((rows) => db().insert(reviews).values(rows)),
  ];
  await db().batch(statements as [(typeof statements)[number], ...typeof statements]);
}

const chunk = <T>(rows: T[], size: number) => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/** GET the public menu with a D1 binding that counts statements and round trips. */
async function menuQueries() {
  dropMenu(); // rows were written straight to D1, past the API that would drop the cached menu
  const counting = countingD1(env.DB);
  const countedEnv = new Proxy(env, { get: (target, prop) => (prop === 'DB' ? counting.db : Reflect.get(target, prop)) });
  const res = await app.request(`${ORIGIN}/api/v1/user/menu/admin/series`, {}, countedEnv);
  expect(res.status).toBe(200);
  const { menu } = await res.json<{ menu: { series: MenuSeries[] } }>();
  const rated = menu.series.flatMap((s) => s.drinks).filter((d) => d.reviewCount === 1 && d.rating !== null);
  return { ...counting.counts, series: menu.series.length, drinks: menu.series.reduce((n, s) => n + s.drinks.length, 0), rated: rated.length };
}

describe('public menu queries', () => {
  it('asks D1 the same number of statements, in one round trip, however large the menu and with every rating', async () => {
    const admin = await createUser('admin', 'queries-hq@example.com');
    await addMenu(admin.id, 1, 1);
    const small = await menuQueries();
    expect(small).toMatchObject({ series: 1, drinks: 1, rated: 1 });

    await addMenu(admin.id, 49, 6);
    const large = await menuQueries();
    expect(large).toMatchObject({ series: 50, drinks: 295, rated: 295 });

    expect({ statements: large.statements, roundTrips: large.roundTrips }).toEqual({ statements: small.statements, roundTrips: small.roundTrips });
    // Series, drinks (ratings and topping links computed inside the drinks statement) and toppings, sent together in one batch.
    expect(small).toMatchObject({ statements: 3, roundTrips: 1 });
  });
});
