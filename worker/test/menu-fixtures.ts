/** Own-menu set-up through the API, as the dashboard does it: series and drinks with real pictures in R2. */
import { expect } from 'vitest';
import type { Drink, Series } from '../src/contract/menu';
import { formOf, picture } from './admin-fixtures';
import { call } from './helpers';

export async function addSeries(cookie: string, name = 'Milk Tea'): Promise<Series> {
  const res = await call('/user/menu/series', { method: 'POST', body: formOf({ name, image: picture() }), cookie });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ series: Series }>()).series;
}

export async function addDrink(cookie: string, seriesId: string, name = 'Brown Sugar Boba'): Promise<Drink> {
  const res = await call('/user/menu/drink', { method: 'POST', body: formOf({ name, seriesId, description: 'Chewy.', image: picture() }), cookie });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ drink: Drink }>()).drink;
}

export const ownMenu = async (cookie: string) => (await (await call('/user/menu/own', { cookie })).json<{ menu: Series[] }>()).menu;
