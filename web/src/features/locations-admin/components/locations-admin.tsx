import { useId, useState } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import { ConfirmDelete } from '../../../components/ui/confirm-dialog';
import { DeleteIcon, EditIcon } from '../../../components/ui/icons/staff-icons';
import { RowAction } from '../../../components/ui/row-action';
import { useRowEditing } from '../../../components/ui/use-row-editing';
import type { Location } from '../../../lib/contract';
import { useDeleteLocation } from '../api/delete-location';
import { useFranchiseChoicesAdmin } from '../api/get-franchise-choices';
import { useLocationsAdmin } from '../api/get-locations';
import type { StoreNowOf } from '../store-now';
import { locationTexts as t } from '../texts';
import { LocationPanel, type LocationEditing } from './location-panel';
import { LocationsTable } from './locations-table';

let newLocations = 0;

/**
 * Head office's location screen (SPEC §2.13): every store with who runs it,
 * its time zone, today's hours and whether it is open now; adding and
 * editing in the side panel.
 */
export function LocationsAdmin({ storeNow }: { storeNow: StoreNowOf }) {
  const listId = useId();
  const locations = useLocationsAdmin();
  const franchises = useFranchiseChoicesAdmin();
  const rows = useRowEditing<Location>(locations.reload);
  const remove = useDeleteLocation(rows.deleted);
  const [editing, setEditing] = useState<LocationEditing | null>(null);
  const runner = new Map((franchises.data ?? []).map((f) => [f.id, f.name]));

  return (
    <>
      <div className="admin-header">
        <h1>{t.screenTitle}</h1>
        <button type="button" className="button button--primary" onClick={() => setEditing({ location: null, key: ++newLocations })}>
          {t.addHeading}
        </button>
      </div>
      <section className="card admin-card" aria-labelledby={listId}>
        <h2 id={listId}>{t.listHeading}</h2>
        <AsyncContent state={locations} isEmpty={(list) => list.length === 0} emptyText={t.empty}>
          {(list) => (
            <LocationsTable
              locations={list}
              storeNow={storeNow}
              runBy={(l) => (l.franchiseId ? (runner.get(l.franchiseId) ?? '') : t.headOffice)}
              actions={(l) => (
                <>
                  <RowAction label={`Edit ${l.name}`} hint="Edit" onClick={() => setEditing({ location: l, key: l._id })}>
                    <EditIcon />
                  </RowAction>
                  <RowAction label={`Delete ${l.name}`} hint="Delete" danger onClick={() => rows.askDelete(l)}>
                    <DeleteIcon />
                  </RowAction>
                </>
              )}
            />
          )}
        </AsyncContent>
      </section>
      <LocationPanel
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          locations.reload();
        }}
      />
      <ConfirmDelete row={rows.deleting} title={t.deleteTitle} message={(row) => t.deleteMessage(row.name)} remove={remove} onCancel={rows.cancelDelete} />
    </>
  );
}
