import { describe, expect, it } from 'vitest';
import { call, createSeriesWithDrink, createUser } from '../../../test/helpers';

describe('public menu', () => {
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
