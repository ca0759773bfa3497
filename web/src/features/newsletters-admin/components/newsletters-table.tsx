import { DataTable, type Column } from '../../../components/ui/data-table';
import { newsletterTexts as t } from '../texts';
import type { NewsletterSubscriber } from '../types';

const columns: Column<NewsletterSubscriber>[] = [
  { header: t.columns.id, kind: 'code', cell: (s) => s._id },
  { header: t.columns.email, cell: (s) => s.email },
];

/** Subscribers (SPEC §2.14): Id and Email. */
export function NewslettersTable({ subscribers }: { subscribers: NewsletterSubscriber[] }) {
  return <DataTable caption={t.screenTitle} columns={columns} rows={subscribers} rowKey={(s) => s._id} />;
}
