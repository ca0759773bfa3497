import { beforeEach, describe, expect, it } from 'vitest';
import { dropMenu } from './menu-cache';
import { addSeries } from '../../../test/menu-fixtures';
import { call, createSeriesWithDrink, createUser, login } from '../../../test/helpers';

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
    expect(menu.series[0]!.drinks).toEqual([expect.objectContaining({ name: 'Milk Tea Classic', seriesId: brand.series.id })]);

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
