import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDay } from '../../../lib/dates';
import { newsletterTexts as t } from '../texts';
import type { NewsletterSubscriber } from '../types';

const columns: Column<NewsletterSubscriber>[] = [
  { header: t.columns.id, kind: 'code', cell: (s) => s._id },
  { header: t.columns.email, cell: (s) => s.email },
  { header: t.columns.signedUp, cell: (s) => formatDay(s.createdAt) },
  { header: t.columns.exported, cell: (s) => (s.exportedAt ? formatDay(s.exportedAt) : t.notExported) },
];

/** Subscribers (SPEC §2.14): Id and Email, with when each signed up and was last exported. */
export function NewslettersTable({ subscribers }: { subscribers: NewsletterSubscriber[] }) {
  return <DataTable caption={t.screenTitle} columns={columns} rows={subscribers} rowKey={(s) => s._id} />;
}
