/**
 * The store list visitors read on /locations (`/user/locations`) and its
 * search (`/user/search/location?address=`), which matches as the store
 * finder does (contract/place-search.ts): name, street, city, state or ZIP.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { locationSearchQuery } from '../../contract/locations';
import { searchPlaces } from '../../contract/place-search';
import { validate } from '../../lib/validate';
import { createDb } from '../../db/client';
import { loadLocations } from '../../queries/locations';

export const locationRoutes = new Hono<AppEnv>()
  .get('/locations', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ success: true as const, locations: await loadLocations(createDb(c.env)) });
  })
  .get('/search/location', validate('query', locationSearchQuery), async (c) => {
    const { address = '' } = c.req.valid('query');
    // Every store, matched here: the same words must find the same stores as the page's own search.
    const { matches, nearZip } = searchPlaces(await loadLocations(createDb(c.env)), address);
    c.header('Cache-Control', 'no-cache');
    return c.json({ success: true as const, locations: matches, nearZip });
  });
