import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { mediaKeys, picture } from '../../test/admin-fixtures';
import { createWithUpload } from './create-with-upload';
import { fail } from './fail';

/** A table of one sender's rows by idempotency key, as the routes' unique indexes keep them. */
function rowsByKey() {
  const rows = new Map<string, { id: string; imageKey: string | null }>();
  return { rows, stored: async (clientId: string) => rows.get(clientId) };
}

describe('createWithUpload', () => {
  it('keeps the file and writes the row that points at it', async () => {
    const { rows, stored } = rowsByKey();
    const before = await mediaKeys();
    const added = await createWithUpload(env, {
      clientId: 'c-1',
      stored,
      file: picture(),
      kind: 'picture',
      write: async ({ key }) => {
        const row = { id: 'r-1', imageKey: key };
        rows.set('c-1', row);
        return row;
      },
    });
    expect(added.created).toBe(true);
    expect(await mediaKeys()).toEqual(expect.arrayContaining([...before, added.row.imageKey]));
  });

  it('answers a replay with the stored row and uploads nothing', async () => {
    const { rows, stored } = rowsByKey();
    rows.set('c-2', { id: 'r-2', imageKey: 'earlier' });
    const before = await mediaKeys();
    let wrote = false;
    const again = await createWithUpload(env, {
      clientId: 'c-2',
      stored,
      file: picture(),
      kind: 'picture',
      write: async () => {
        wrote = true;
        return { id: 'twin', imageKey: null };
      },
    });
    expect(again).toEqual({ row: { id: 'r-2', imageKey: 'earlier' }, created: false });
    expect(wrote).toBe(false);
    expect(await mediaKeys()).toEqual(before);
  });

  it('uploads nothing when a check refuses the create', async () => {
    const { stored } = rowsByKey();
    const before = await mediaKeys();
    const refused = createWithUpload(env, {
      clientId: 'c-3',
      stored,
      file: picture(),
      kind: 'picture',
      check: () => Promise.resolve(fail(409, 'That name is taken.')),
      write: async ({ key }) => ({ id: 'r-3', imageKey: key }),
    });
    await expect(refused).rejects.toMatchObject({ status: 409 });
    expect(await mediaKeys()).toEqual(before);
  });

  it('removes the file again when the write fails', async () => {
    const { stored } = rowsByKey();
    const before = await mediaKeys();
    let uploaded = '';
    const failed = createWithUpload(env, {
      clientId: undefined,
      stored,
      file: picture(),
      kind: 'picture',
      write: async ({ key }) => {
        uploaded = key;
        expect(await mediaKeys()).toContain(key);
        throw new Error('D1_ERROR: FOREIGN KEY constraint failed');
      },
    });
    await expect(failed).rejects.toThrow('FOREIGN KEY');
    expect(uploaded).not.toBe('');
    expect(await mediaKeys()).toEqual(before);
  });

  it('writes without a file when none was sent and the file is optional', async () => {
    const { stored } = rowsByKey();
    const before = await mediaKeys();
    // A form's optional file field, sent empty.
    const optional = (): File | null => null;
    const added = await createWithUpload(env, {
      clientId: 'c-5',
      stored,
      file: optional(),
      kind: 'picture',
      write: async (upload) => ({ id: 'r-5', imageKey: upload?.key ?? null }),
    });
    expect(added).toEqual({ row: { id: 'r-5', imageKey: null }, created: true });
    expect(await mediaKeys()).toEqual(before);
  });
});
