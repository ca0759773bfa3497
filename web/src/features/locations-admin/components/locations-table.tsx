import { DataTable, type Column } from '../../../components/ui/data-table';
import { DeleteIcon, EditIcon } from '../../../components/ui/icons/staff-icons';
import { RowAction } from '../../../components/ui/row-action';
import { locationTexts as t } from '../texts';
import type { Location } from '../types';

interface LocationsTableProps {
  locations: Location[];
  onEdit: (location: Location) => void;
  onDelete: (location: Location) => void;
}

/** 'All Franchises locations' (SPEC §2.13): Franchise Name, Address, and edit or delete. */
export function LocationsTable({ locations, onEdit, onDelete }: LocationsTableProps) {
  const columns: Column<Location>[] = [
    { header: t.columns.name, cell: (l) => l.name },
    { header: t.columns.address, cell: (l) => l.address },
    {
      header: t.columns.action,
      kind: 'actions',
      cell: (l) => (
        <>
          <RowAction label={`Edit ${l.name}`} hint="Edit" onClick={() => onEdit(l)}>
            <EditIcon />
          </RowAction>
          <RowAction label={`Delete ${l.name}`} hint="Delete" danger onClick={() => onDelete(l)}>
            <DeleteIcon />
          </RowAction>
        </>
      ),
    },
  ];
  return <DataTable caption={t.listHeading} columns={columns} rows={locations} rowKey={(l) => l._id} />;
}
