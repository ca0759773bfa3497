/**
 * 'Download Excel' (SPEC §9, issue #16): write the subscribers to
 * newsletter.xlsx and save it, nothing more. It answers the exported ids, so
 * 'Remove exported subscribers' can later remove exactly those: anyone who
 * signs up in between stays (the original deleted everyone at once). The
 * steps are passed in, so the order can be tested without a browser.
 */
import type { NewsletterSubscriber } from './types';

export interface NewsletterRow {
  id: string;
  email: string;
}

export interface ExportSteps {
  writeWorkbook: (rows: NewsletterRow[]) => Promise<Blob>;
  saveFile: (file: Blob, fileName: string) => void;
}

export async function exportSubscribers(subscribers: readonly NewsletterSubscriber[], fileName: string, steps: ExportSteps): Promise<string[]> {
  const rows = subscribers.map(({ _id, email }) => ({ id: _id, email }));
  steps.saveFile(await steps.writeWorkbook(rows), fileName);
  return rows.map((row) => row.id);
}
