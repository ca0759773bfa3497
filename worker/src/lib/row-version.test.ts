/** The guard that stops a whole batch when another device saved between an edit's check and its write. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { series, users } from '../db/schema';
import { createUser, db } from '../../test/helpers';
import { guarded, movedPast, staleGuard } from './row-version';

async function seriesAt(version: number) {
  const owner = await createUser('admin', `guard-${crypto.randomUUID()}@example.com`);
  const row = await db().insert(series).values({ ownerId: owner.id, name: 'Before', version }).returning().get();
  return { row, ownerId: owner.id };
}

describe('staleGuard in a batch', () => {
  it('fails the whole batch when the row moved past the version named, and reports it as stale', async () => {
    const { row } = await seriesAt(3);
    let stale = false;
    const write = guarded(
      () => db().batch([staleGuard(db(), series, eq(series.id, row.id), movedPast([series.version, 2])), db().update(series).set({ name: 'After' }).where(eq(series.id, row.id))]),
      () => {
        stale = true;
        return Promise.reject(new Error('stale'));
      },
    );
    await expect(write).rejects.toThrow('stale');
    expect(stale).toBe(true);
    expect((await db().select().from(series).where(eq(series.id, row.id)).get())?.name).toBe('Before');
  });

  it('lets the batch through at the version named, or when none is named', async () => {
    const { row } = await seriesAt(2);
    const never = () => Promise.reject(new Error('not stale'));
    await guarded(
      () => db().batch([staleGuard(db(), series, eq(series.id, row.id), movedPast([series.version, 2])), db().update(series).set({ name: 'At 2' }).where(eq(series.id, row.id))]),
      never,
    );
    await guarded(
      () =>
        db().batch([
          staleGuard(db(), series, eq(series.id, row.id), movedPast([series.version, undefined])),
          db().update(series).set({ name: 'Any' }).where(eq(series.id, row.id)),
        ]),
      never,
    );
    expect((await db().select().from(series).where(eq(series.id, row.id)).get())?.name).toBe('Any');
  });

  it('passes on any other failure of the batch unchanged', async () => {
    const { row } = await seriesAt(1);
    const write = guarded(
      () =>
        db().batch([
          staleGuard(db(), series, eq(series.id, row.id), movedPast([series.version, 1])),
          db().insert(users).values({ id: row.ownerId, email: 'dup@example.com', passwordHash: 'x', role: 'admin' }),
        ]),
      () => Promise.reject(new Error('stale')),
    );
    await expect(write).rejects.toThrow(/UNIQUE constraint failed/);
  });
});
