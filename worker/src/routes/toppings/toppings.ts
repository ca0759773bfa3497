/** `GET /toppings`: head office's toppings list, as the menu carries it (the dashboard's drink form picks from it). */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { createDb } from '../../db/client';
import { toppingList, toStaffToppings } from '../../queries/toppings';

export const toppingRoutes = new Hono<AppEnv>().get('/toppings', async (c) => {
  const rows = await toppingList(createDb(c.env));
  return c.json({ success: true as const, toppings: toStaffToppings(rows) });
});
