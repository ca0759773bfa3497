import { AdminScreen } from '../../../components/ui/admin-screen';
import { useNewslettersAdmin } from '../api/get-newsletters';
import { newsletterTexts as t } from '../texts';
import { NewsletterExport } from './newsletter-export';
import { NewslettersTable } from './newsletters-table';

/** Newsletter subscribers (SPEC §2.14): the list, 'Download Excel', and removing exactly the exported ones. */
export function NewslettersAdmin() {
  const subscribers = useNewslettersAdmin();
  const nothingToExport = !subscribers.data?.length;

  return (
    <AdminScreen
      texts={t}
      actions={<NewsletterExport disabled={nothingToExport} exported={subscribers.data?.filter((s) => s.exportedAt !== null).length ?? 0} onChanged={subscribers.reload} />}
      state={subscribers}
      list={(list) => <NewslettersTable subscribers={list} />}
    />
  );
}
