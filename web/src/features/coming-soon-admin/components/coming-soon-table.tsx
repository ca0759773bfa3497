import { EditDeleteActions } from '../../../components/ui/admin-screen';
import { WaitingBadge } from '../../../components/ui/catalog-row';
import { DataTable, type Column } from '../../../components/ui/data-table';
import type { OutboxItem } from '../../../lib/db';
import { comingSoonTexts as t } from '../texts';
import type { ComingSoonFranchise } from '../types';

interface ComingSoonTableProps {
  franchises: ComingSoonFranchise[];
  /** Edits not yet on the server, by the store they change: marked 'Waiting to send'. */
  waiting: ReadonlyMap<string | undefined, OutboxItem>;
  onEdit: (franchise: ComingSoonFranchise) => void;
  onDelete: (franchise: ComingSoonFranchise) => void;
}

/** 'All Coming Franchises' (SPEC §2.17): name, address, the status visitors see, then Edit and Delete in the order every staff table uses (issue #16). */
export function ComingSoonTable({ franchises, waiting, onEdit, onDelete }: ComingSoonTableProps) {
  const columns: Column<ComingSoonFranchise>[] = [
    {
      header: t.columns.name,
      cell: (f) => (
        <>
          {f.name} <WaitingBadge item={waiting.get(f._id)} />
        </>
      ),
    },
    { header: t.columns.address, cell: (f) => f.address || '—' },
    { header: t.columns.status, cell: (f) => f.status },
    {
      header: t.columns.action,
      kind: 'actions',
      cell: (f) => <EditDeleteActions name={f.name} onEdit={() => onEdit(f)} onDelete={() => onDelete(f)} />,
    },
  ];
  return <DataTable caption={t.listHeading} columns={columns} rows={franchises} rowKey={(f) => f._id} />;
}
