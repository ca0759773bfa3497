/**
 * 'Download Excel' (SPEC §9, issue #16): write the subscribers to
 * newsletter.xlsx, with the date each signed up, and save it, nothing more.
 * The server remembers who was exported; 'Remove exported subscribers' later
 * removes exactly those, so anyone who signs up in between stays (the
 * original deleted everyone at once). The steps are passed in, so the order
 * can be tested without a browser.
 */
import type { NewsletterSubscriber } from './types';

export interface NewsletterRow {
  id: string;
  email: string;
  signedUp: Date;
}

export interface ExportSteps {
  writeWorkbook: (rows: NewsletterRow[]) => Promise<Blob>;
  saveFile: (file: Blob, fileName: string) => void;
}

export async function exportSubscribers(subscribers: readonly NewsletterSubscriber[], fileName: string, steps: ExportSteps): Promise<number> {
  const rows = subscribers.map(({ _id, email, createdAt }) => ({ id: _id, email, signedUp: new Date(createdAt) }));
  steps.saveFile(await steps.writeWorkbook(rows), fileName);
  return rows.length;
}
