import { useId } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import { useNewslettersAdmin } from '../api/get-newsletters';
import { newsletterTexts as t } from '../texts';
import { NewsletterExport } from './newsletter-export';
import { NewslettersTable } from './newsletters-table';

/** Newsletter subscribers (SPEC §2.14): the list, 'Download Excel', and removing exactly the exported ones. */
export function NewslettersAdmin() {
  const headingId = useId();
  const subscribers = useNewslettersAdmin();
  const nothingToExport = !subscribers.data?.length;

  return (
    <>
      <div className="admin-header">
        <h1 id={headingId}>{t.screenTitle}</h1>
        <NewsletterExport disabled={nothingToExport} exported={subscribers.data?.filter((s) => s.exportedAt !== null).length ?? 0} onChanged={subscribers.reload} />
      </div>
      <section className="card admin-card" aria-labelledby={headingId}>
        <AsyncContent state={subscribers} isEmpty={(list) => list.length === 0} emptyText={t.empty}>
          {(list) => <NewslettersTable subscribers={list} />}
        </AsyncContent>
      </section>
    </>
  );
}
