import { DataTable, type Column } from '../../../components/ui/data-table';
import { DeleteIcon, ViewIcon } from '../../../components/ui/icons/staff-icons';
import { RowAction } from '../../../components/ui/row-action';
import { UnreadName } from '../../../components/ui/unread-mark';
import type { OutboxItem } from '../../../lib/db';
import { requestTexts as t } from '../texts';
import type { FranchiseRequest } from '../types';

interface RequestsTableProps {
  requests: FranchiseRequest[];
  /** The read mark of a request still waiting to send (or refused). */
  waiting: (request: FranchiseRequest) => OutboxItem | undefined;
  onView: (request: FranchiseRequest) => void;
  onDelete: (request: FranchiseRequest) => void;
}

/** The requests list (SPEC §2.11): Name, Email, Contact, and view or delete. */
export function RequestsTable({ requests, waiting, onView, onDelete }: RequestsTableProps) {
  const columns: Column<FranchiseRequest>[] = [
    { header: t.columns.name, cell: (r) => <UnreadName read={r.read} name={r.name} waiting={waiting(r)} /> },
    { header: t.columns.email, cell: (r) => <a href={`mailto:${r.email}`}>{r.email}</a> },
    { header: t.columns.contact, cell: (r) => <a href={`tel:${r.phone.replace(/[^\d+]/g, '')}`}>{r.phone}</a> },
    {
      header: t.columns.action,
      kind: 'actions',
      cell: (r) => (
        <>
          <RowAction label={`View request from ${r.name}`} hint="View details" onClick={() => onView(r)}>
            <ViewIcon />
          </RowAction>
          <RowAction label={`Delete request from ${r.name}`} hint="Delete" danger onClick={() => onDelete(r)}>
            <DeleteIcon />
          </RowAction>
        </>
      ),
    },
  ];
  return <DataTable caption={t.screenTitle} columns={columns} rows={requests} rowKey={(r) => r._id} />;
}
