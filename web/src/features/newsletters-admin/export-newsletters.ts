/**
 * 'Download Excel' (SPEC §4, §9): write the subscribers to newsletter.xlsx,
 * save it, then delete exactly the exported ids. The original deleted
 * everyone, losing anyone who signed up in between (DESIGN §9). The steps
 * are passed in, so the order and the ids can be tested without a browser.
 */
import type { NewsletterSubscriber } from './types';

export interface NewsletterRow {
  id: string;
  email: string;
}

export interface ExportSteps {
  writeWorkbook: (rows: NewsletterRow[]) => Promise<Blob>;
  saveFile: (file: Blob, fileName: string) => void;
  deleteSubscribers: (ids: string[]) => Promise<number>;
}

export async function exportThenDelete(subscribers: readonly NewsletterSubscriber[], fileName: string, steps: ExportSteps): Promise<number> {
  const rows = subscribers.map(({ _id, email }) => ({ id: _id, email }));
  const file = await steps.writeWorkbook(rows);
  steps.saveFile(file, fileName);
  return steps.deleteSubscribers(rows.map((row) => row.id));
}
