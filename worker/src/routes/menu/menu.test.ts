import { beforeEach, describe, expect, it } from 'vitest';
import type { MenuDrink, MenuSeries } from '../../contract/menu';
import { drinks, reviews } from '../../db/schema';
import { dropMenu } from '../../queries/menu-cache';
import { addSeries } from '../../../test/menu-fixtures';
import { call, createSeriesWithDrink, createUser, db, login } from '../../../test/helpers';

describe('public menu', () => {
  beforeEach(() => dropMenu());

  it('lists head office series with their drinks, not franchise menus', async () => {
    const admin = await createUser('admin', 'hq@example.com');
    const shop = await createUser('franchise', 'shop@example.com');
    const brand = await createSeriesWithDrink(admin.id, 'Milk Tea');
    await createSeriesWithDrink(shop.id, 'Shop Special');
    const res = await call('/user/menu/admin/series/');
    expect(res.status).toBe(200);
    const { menu } = await res.json<{ menu: { series: { _id: string; name: string; drinks: { name: string; seriesId: string }[] }[] } }>();
    expect(menu.series.map((s) => s.name)).toEqual(['Milk Tea']);
    expect(menu.series[0].drinks).toEqual([expect.objectContaining({ name: 'Milk Tea Classic', seriesId: brand.series.id })]);

    const drinks = await call(`/user/menu/series/${brand.series.id}/drinks`);
    expect(drinks.status).toBe(200);
    expect((await drinks.json<{ drinks: unknown[] }>()).drinks).toHaveLength(1);
  });

  it('answers 404 for an unknown series or a franchise-owned one', async () => {
    const shop = await createUser('franchise', 'shop2@example.com');
    const own = await createSeriesWithDrink(shop.id, 'Private');
    expect((await call('/user/menu/series/nope/drinks')).status).toBe(404);
    expect((await call(`/user/menu/series/${own.series.id}/drinks`)).status).toBe(404);
  });
});

describe('drink ratings on the public menu', () => {
  beforeEach(() => dropMenu());

  it('gives each drink the average stars (one decimal) and count of its approved reviews only', async () => {
    const admin = await createUser('admin', 'ratings-hq@example.com');
    const { series, drink } = await createSeriesWithDrink(admin.id, 'Fruit Tea');
    const [quiet] = await db().insert(drinks).values({ seriesId: series.id, name: 'Quiet Tea' }).returning();
    await db()
      .insert(reviews)
      .values([
        ...[5, 4, 4].map((rating) => ({ drinkId: drink.id, name: 'Fan', rating, status: 'approved' as const })),
        // Waiting for moderation: neither counted nor averaged.
        { drinkId: drink.id, name: 'Troll', rating: 1 },
        { drinkId: quiet.id, name: 'Troll', rating: 1 },
      ]);

    const { menu } = await (await call('/user/menu/admin/series')).json<{ menu: { series: MenuSeries[] } }>();
    const listed = menu.series.find((s) => s._id === series.id)!.drinks;
    expect(listed.map(({ name, rating, reviewCount }) => ({ name, rating, reviewCount }))).toEqual([
      { name: 'Fruit Tea Classic', rating: 4.3, reviewCount: 3 },
      { name: 'Quiet Tea', rating: null, reviewCount: 0 },
    ]);

    const bySeries = await (await call(`/user/menu/series/${series.id}/drinks`)).json<{ drinks: MenuDrink[] }>();
    expect(bySeries.drinks.map((d) => [d.rating, d.reviewCount])).toEqual([
      [4.3, 3],
      [null, 0],
    ]);
  });

  it('shows a review in the average as soon as the admin approves it, and drops it when deleted', async () => {
    const admin = await createUser('admin', 'ratings-hq2@example.com');
    const { drink } = await createSeriesWithDrink(admin.id, 'Coffee');
    const [review] = await db().insert(reviews).values({ drinkId: drink.id, name: 'Ana', rating: 2 }).returning();
    const ratingOf = async () => {
      const { menu } = await (await call('/user/menu/admin/series')).json<{ menu: { series: MenuSeries[] } }>();
      const d = menu.series.flatMap((s) => s.drinks).find((x) => x._id === drink.id)!;
      return [d.rating, d.reviewCount];
    };
    expect(await ratingOf()).toEqual([null, 0]);
    const cookie = await login('ratings-hq2@example.com');
    const res = await call(`/review/${review.id}`, { method: 'PUT', body: { status: 'Approved' }, cookie });
    expect(res.status).toBe(200);
    expect(await ratingOf()).toEqual([2, 1]);
    expect((await call(`/review/${review.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await ratingOf()).toEqual([null, 0]);
  });
});

describe('public menu caching', () => {
  it('answers 304 to a matching ETag and shows a change made through the API at once', async () => {
    dropMenu();
    const admin = await createUser('admin', `cache-hq-${crypto.randomUUID()}@example.com`);
    const first = await call('/user/menu/admin/series');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect((await call('/user/menu/admin/series', { headers: { 'if-none-match': etag } })).status).toBe(304);

    const name = `Fresh ${crypto.randomUUID().slice(0, 8)}`;
    await addSeries(await login(admin.email), name);
    const after = await call('/user/menu/admin/series', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    const { menu } = await after.json<{ menu: { series: { name: string }[] } }>();
    expect(menu.series.map((s) => s.name)).toContain(name);
  });
});
