import { useRef, useState } from 'react';
import { toastError, toastSuccess } from '../../../components/ui/toast';
import { useAction } from '../../../components/ui/use-action';
import { errorMessage } from '../../../lib/api-client';
import { exportNewsletters, removeExportedNewsletters } from '../api/export-newsletters';
import { exportSubscribers } from '../export-newsletters';
import { writeNewsletterWorkbook } from '../newsletter-workbook';
import { saveFile } from '../save-file';
import { newsletterTexts as t } from '../texts';

/**
 * The two steps of the newsletter export. `download` saves the subscribers
 * the server marks exported; `remove` deletes exactly those (the server's
 * answer says how many) whenever it is asked, after a reload too. Both
 * reload the list, which shows who was exported.
 */
export function useNewsletterExport(onChanged: () => void) {
  const [downloading, setDownloading] = useState(false);
  const running = useRef(false);

  async function download() {
    if (running.current) return;
    running.current = true;
    setDownloading(true);
    try {
      const subscribers = await exportNewsletters();
      if (subscribers.length === 0) {
        toastError(t.empty);
        return;
      }
      toastSuccess(t.downloaded(await exportSubscribers(subscribers, t.fileName, { writeWorkbook: writeNewsletterWorkbook, saveFile })));
      onChanged();
    } catch (err) {
      toastError(errorMessage(err));
    } finally {
      running.current = false;
      setDownloading(false);
    }
  }

  const remove = useAction(removeExportedNewsletters, { onDone: onChanged });
  return { download, downloading, remove };
}
