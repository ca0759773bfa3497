/** What the fault tests compare: whole tables and the bucket before and after a failed write, and the answer it got. */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { weekdays } from '../src/contract/locations';
import { mediaKeys } from './admin-fixtures';

/** The answer to a failure the server did not expect (middleware/errors.ts): JSON, never a page or a stack trace. */
export async function expectServerError(res: Response): Promise<void> {
  expect(res.status).toBe(500);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
}

/** Every row of the named tables and every object in the bucket, to compare after a failed write. */
export async function storedState(...tables: string[]) {
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) rows[table] = (await env.DB.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all()).results;
  return { rows, objects: (await mediaKeys()).sort() };
}

/** A week of the same opening hours, as the store forms send it. */
export const week = (openTime = '10:00', closingTime = '21:30') => weekdays.map((day) => ({ day, openTime, closingTime }));
