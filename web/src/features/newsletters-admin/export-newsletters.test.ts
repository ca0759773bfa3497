import { describe, expect, it, vi } from 'vitest';
import { exportSubscribers, type ExportSteps } from './export-newsletters';
import type { NewsletterSubscriber } from './types';

const subscriber = (n: number): NewsletterSubscriber => ({ _id: `id-${n}`, email: `fan${n}@example.com`, createdAt: `2026-01-0${n}T09:30:00.000Z`, exportedAt: null });

describe('exportSubscribers', () => {
  it('writes the rows with each sign-up date, saves newsletter.xlsx and answers how many, removing nobody', async () => {
    const calls: string[] = [];
    const file = new Blob(['xlsx']);
    const steps: ExportSteps = {
      writeWorkbook: vi.fn(async () => {
        calls.push('write');
        return file;
      }),
      saveFile: vi.fn(() => void calls.push('save')),
    };
    const count = await exportSubscribers([subscriber(1), subscriber(2)], 'newsletter.xlsx', steps);

    expect(calls).toEqual(['write', 'save']);
    expect(steps.writeWorkbook).toHaveBeenCalledWith([
      { id: 'id-1', email: 'fan1@example.com', signedUp: new Date('2026-01-01T09:30:00.000Z') },
      { id: 'id-2', email: 'fan2@example.com', signedUp: new Date('2026-01-02T09:30:00.000Z') },
    ]);
    expect(steps.saveFile).toHaveBeenCalledWith(file, 'newsletter.xlsx');
    expect(count).toBe(2);
  });

  it('saves nothing when the file could not be written', async () => {
    const steps: ExportSteps = { writeWorkbook: vi.fn().mockRejectedValue(new Error('no memory')), saveFile: vi.fn() };
    await expect(exportSubscribers([subscriber(1)], 'newsletter.xlsx', steps)).rejects.toThrow('no memory');
    expect(steps.saveFile).not.toHaveBeenCalled();
  });
});
