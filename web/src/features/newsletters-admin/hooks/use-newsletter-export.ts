import { useRef, useState } from 'react';
import { toastError, toastSuccess } from '../../../components/ui/toast';
import { useAction } from '../../../components/ui/use-action';
import { errorMessage } from '../../../lib/api-client';
import { deleteNewsletters } from '../api/delete-newsletters';
import { getNewsletters } from '../api/get-newsletters';
import { exportSubscribers } from '../export-newsletters';
import { writeNewsletterWorkbook } from '../newsletter-workbook';
import { saveFile } from '../save-file';
import { newsletterTexts as t } from '../texts';

/**
 * The two steps of the newsletter export. `download` saves the subscribers
 * as they are on the server now (not the possibly older list on screen) and
 * remembers their ids; `remove` deletes exactly those ids, then reloads the list.
 */
export function useNewsletterExport(onRemoved: () => void) {
  const [downloading, setDownloading] = useState(false);
  const running = useRef(false);
  const [exported, setExported] = useState<readonly string[]>([]);

  async function download() {
    if (running.current) return;
    running.current = true;
    setDownloading(true);
    try {
      const subscribers = await getNewsletters();
      if (subscribers.length === 0) {
        toastError(t.empty);
        return;
      }
      setExported(await exportSubscribers(subscribers, t.fileName, { writeWorkbook: writeNewsletterWorkbook, saveFile }));
      toastSuccess(t.downloaded(subscribers.length));
    } catch (err) {
      toastError(errorMessage(err));
    } finally {
      running.current = false;
      setDownloading(false);
    }
  }

  const remove = useAction(
    async () => {
      await deleteNewsletters(exported);
      return t.deleted;
    },
    {
      onDone: () => {
        setExported([]);
        onRemoved();
      },
    },
  );

  return { download, downloading, exported, remove };
}
