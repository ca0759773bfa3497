import { EditDeleteActions } from '../../../components/ui/admin-screen';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { KeyIcon } from '../../../components/ui/icons/staff-icons';
import { RowAction } from '../../../components/ui/row-action';
import { franchiseTexts as t } from '../texts';
import type { FranchiseAccount } from '../types';

interface FranchisesTableProps {
  franchises: FranchiseAccount[];
  onEdit: (franchise: FranchiseAccount) => void;
  onDelete: (franchise: FranchiseAccount) => void;
  onSetPassword: (franchise: FranchiseAccount) => void;
}

/** The 'Franchises' table (SPEC §2.10): Name, Email, Number, Owner Name, Actions. */
export function FranchisesTable({ franchises, onEdit, onDelete, onSetPassword }: FranchisesTableProps) {
  const columns: Column<FranchiseAccount>[] = [
    { header: t.columns.name, cell: (f) => f.franchise.name },
    { header: t.columns.email, cell: (f) => f.email },
    { header: t.columns.number, cell: (f) => f.franchise.phone },
    { header: t.columns.owner, cell: (f) => f.franchise.owner_name },
    {
      header: t.columns.actions,
      kind: 'actions',
      cell: (f) => (
        <EditDeleteActions name={f.franchise.name} onEdit={() => onEdit(f)} onDelete={() => onDelete(f)}>
          <RowAction label={`Set a new password for ${f.franchise.name}`} hint="Set password" onClick={() => onSetPassword(f)}>
            <KeyIcon />
          </RowAction>
        </EditDeleteActions>
      ),
    },
  ];
  return <DataTable caption={t.listHeading} columns={columns} rows={franchises} rowKey={(f) => f._id} />;
}
