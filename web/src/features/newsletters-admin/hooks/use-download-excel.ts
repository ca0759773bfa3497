import { useRef, useState } from 'react';
import { toastError, toastSuccess } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { deleteNewsletters } from '../api/delete-newsletters';
import { getNewsletters } from '../api/get-newsletters';
import { exportThenDelete } from '../export-newsletters';
import { writeNewsletterWorkbook } from '../newsletter-workbook';
import { saveFile } from '../save-file';
import { newsletterTexts as t } from '../texts';

/**
 * Exports the subscribers as they are on the server now (not the possibly
 * older list on screen), then deletes those, then reloads the list: after a
 * failure too, since part of the work may be done.
 */
export function useDownloadExcel(onFinished: () => void) {
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  async function download() {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      const subscribers = await getNewsletters();
      if (subscribers.length === 0) {
        toastError(t.empty);
        return;
      }
      await exportThenDelete(subscribers, t.fileName, { writeWorkbook: writeNewsletterWorkbook, saveFile, deleteSubscribers: deleteNewsletters });
      toastSuccess(t.deleted);
    } catch (err) {
      toastError(errorMessage(err));
    } finally {
      running.current = false;
      setPending(false);
      onFinished();
    }
  }

  return { download, pending };
}
