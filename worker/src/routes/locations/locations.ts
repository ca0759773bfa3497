/**
 * The store list visitors read on /locations (`/user/locations`) and its
 * search (`/user/search/location?address=`), which matches name or address.
 */
import { or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { locationSearchQuery } from '../../contract/locations';
import { validate } from '../../lib/validate';
import { createDb } from '../../db/client';
import { locations } from '../../db/schema';
import { loadLocations } from './location-store';

// instr, not LIKE: a typed % or _ is a character to find, not a wildcard.
const contains = (column: typeof locations.name | typeof locations.address, text: string) => sql`instr(lower(${column}), lower(${text})) > 0`;

export const locationRoutes = new Hono<AppEnv>()
  .get('/locations', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ success: true as const, locations: await loadLocations(createDb(c.env)) });
  })
  .get('/search/location', validate('query', locationSearchQuery), async (c) => {
    const { address } = c.req.valid('query');
    const where = address ? or(contains(locations.name, address), contains(locations.address, address)) : undefined;
    c.header('Cache-Control', 'no-cache');
    return c.json({ success: true as const, locations: await loadLocations(createDb(c.env), where) });
  });
