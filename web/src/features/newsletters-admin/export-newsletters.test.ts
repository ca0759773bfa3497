import { describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_DELETE_MAX } from '../../lib/contract';
import { deleteNewsletters, inBatches } from './api/delete-newsletters';
import { exportSubscribers, type ExportSteps } from './export-newsletters';
import type { NewsletterSubscriber } from './types';

const subscriber = (n: number): NewsletterSubscriber => ({ _id: `id-${n}`, email: `fan${n}@example.com`, createdAt: '2026-01-01T00:00:00.000Z' });

describe('exportSubscribers', () => {
  it('writes the rows, saves newsletter.xlsx and answers the exported ids, removing nobody', async () => {
    const calls: string[] = [];
    const file = new Blob(['xlsx']);
    const steps: ExportSteps = {
      writeWorkbook: vi.fn(async () => {
        calls.push('write');
        return file;
      }),
      saveFile: vi.fn(() => void calls.push('save')),
    };
    const ids = await exportSubscribers([subscriber(1), subscriber(2)], 'newsletter.xlsx', steps);

    expect(calls).toEqual(['write', 'save']);
    expect(steps.writeWorkbook).toHaveBeenCalledWith([
      { id: 'id-1', email: 'fan1@example.com' },
      { id: 'id-2', email: 'fan2@example.com' },
    ]);
    expect(steps.saveFile).toHaveBeenCalledWith(file, 'newsletter.xlsx');
    expect(ids).toEqual(['id-1', 'id-2']);
  });

  it('saves nothing when the file could not be written', async () => {
    const steps: ExportSteps = { writeWorkbook: vi.fn().mockRejectedValue(new Error('no memory')), saveFile: vi.fn() };
    await expect(exportSubscribers([subscriber(1)], 'newsletter.xlsx', steps)).rejects.toThrow('no memory');
    expect(steps.saveFile).not.toHaveBeenCalled();
  });
});

describe('deleteNewsletters', () => {
  it('splits the ids into requests of at most 1000, matching the server cap', () => {
    expect(NEWSLETTER_DELETE_MAX).toBe(1000);
    expect(inBatches(Array.from({ length: 2500 }, (_, i) => i)).map((b) => b.length)).toEqual([1000, 1000, 500]);
  });

  it('sends DELETE /admin/newsletters {ids} per batch and adds up what went', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const { ids } = JSON.parse(init.body as string) as { ids: string[] };
      return Response.json({ success: true, message: 'All newsletters deleted successfully', deleted: ids.length });
    });
    vi.stubGlobal('fetch', fetchMock);
    const ids = Array.from({ length: 1001 }, (_, i) => `id-${i}`);

    await expect(deleteNewsletters(ids)).resolves.toBe(1001);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/admin/newsletters');
    expect(init.method).toBe('DELETE');
    const sent = fetchMock.mock.calls.flatMap(([, i]) => (JSON.parse(i.body as string) as { ids: string[] }).ids);
    expect(sent).toEqual(ids);
  });
});
