import { DataTable, type Column } from '../../../components/ui/data-table';
import { DeleteIcon, SendIcon, ViewIcon } from '../../../components/ui/icons/staff-icons';
import { RowAction } from '../../../components/ui/row-action';
import { formatDayAndTime } from '../../../lib/dates';
import { UnreadName } from '../../../components/ui/unread-mark';
import type { OutboxItem } from '../../../lib/db';
import { replyHref } from '../reply-link';
import { inboxTexts as t } from '../texts';
import type { ContactMessage } from '../types';
import './inbox-table.css';

interface InboxTableProps {
  messages: ContactMessage[];
  /** The read mark of a message still waiting to send (or refused). */
  waiting: (message: ContactMessage) => OutboxItem | undefined;
  onView: (message: ContactMessage) => void;
  onDelete: (message: ContactMessage) => void;
}

/** Contact messages, newest first: unread ones marked 'New' until opened. */
export function InboxTable({ messages, waiting, onView, onDelete }: InboxTableProps) {
  const columns: Column<ContactMessage>[] = [
    { header: t.columns.name, cell: (m) => <UnreadName read={m.read} name={m.name} waiting={waiting(m)} /> },
    { header: t.columns.email, cell: (m) => (m.email ? <a href={replyHref(m.email)}>{m.email}</a> : t.noEmail) },
    { header: t.columns.message, cell: (m) => <span className="clamp inbox-preview">{m.message || '—'}</span> },
    { header: t.columns.received, cell: (m) => <time dateTime={m.createdAt}>{formatDayAndTime(m.createdAt)}</time> },
    {
      header: t.columns.action,
      kind: 'actions',
      cell: (m) => (
        <>
          <RowAction label={t.view(m.name)} hint="Read" onClick={() => onView(m)}>
            <ViewIcon />
          </RowAction>
          {m.email && (
            <a className="icon-button row-action" href={replyHref(m.email)} aria-label={t.replyTo(m.name)} title={t.reply}>
              <SendIcon />
            </a>
          )}
          <RowAction label={t.deleteLabel(m.name)} hint="Delete" danger onClick={() => onDelete(m)}>
            <DeleteIcon />
          </RowAction>
        </>
      ),
    },
  ];
  return <DataTable caption={t.screenTitle} columns={columns} rows={messages} rowKey={(m) => m._id} />;
}
