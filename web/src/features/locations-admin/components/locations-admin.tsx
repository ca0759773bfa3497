import { AdminScreen, EditDeleteActions } from '../../../components/ui/admin-screen';
import { ConfirmDelete } from '../../../components/ui/confirm-dialog';
import { useRowEditing } from '../../../components/ui/use-row-editing';
import type { Location } from '../../../lib/contract';
import { useWaitingEdits } from '../../../sync/use-waiting-edits';
import { useDeleteLocation } from '../api/delete-location';
import { useFranchiseChoicesAdmin } from '../api/get-franchise-choices';
import { useLocationsAdmin } from '../api/get-locations';
import { locationWithFields } from '../location-draft';
import type { StoreNowOf } from '../store-now';
import { locationTexts as t } from '../texts';
import { useLocationToEdit } from '../use-location-to-edit';
import { LocationPanel, type LocationEditing } from './location-panel';
import { LocationsTable } from './locations-table';

let newLocations = 0;

/**
 * Head office's location screen (SPEC §2.13): every store with who runs it,
 * its time zone, today's hours and whether it is open now; adding and
 * editing in the side panel. An address naming a store (`?edit=<id>`, where
 * the outbox's list sends an edit waiting for a choice) opens its panel.
 */
export function LocationsAdmin({ storeNow }: { storeNow: StoreNowOf }) {
  const locations = useLocationsAdmin();
  const franchises = useFranchiseChoicesAdmin();
  const rows = useRowEditing<Location, LocationEditing>(locations.reload);
  const remove = useDeleteLocation(rows.deleted);
  const runner = new Map((franchises.data ?? []).map((f) => [f.id, f.name]));
  const waiting = useWaitingEdits('location-update', locations.reload);
  // A store whose edit waits for the network shows as it will be, marked, and opens so in the panel.
  const shown = (l: Location): Location => {
    const edit = waiting.get(l._id);
    return edit ? locationWithFields(l, edit.payload) : l;
  };
  const toEdit = useLocationToEdit();
  const named = toEdit.locationId === null ? undefined : locations.data?.find((l) => l._id === toEdit.locationId);
  const editing = rows.editing ?? (named ? { location: shown(named), key: named._id } : null);

  return (
    <AdminScreen
      texts={t}
      actions={
        <button type="button" className="button button--primary" onClick={() => rows.edit({ location: null, key: ++newLocations })}>
          {t.addHeading}
        </button>
      }
      state={locations}
      list={(list) => (
        <LocationsTable
          locations={list.map(shown)}
          storeNow={storeNow}
          waiting={(l) => waiting.get(l._id)}
          runBy={(l) => (l.franchiseId ? (runner.get(l.franchiseId) ?? '') : t.headOffice)}
          actions={(l) => <EditDeleteActions name={l.name} onEdit={() => rows.edit({ location: l, key: l._id })} onDelete={() => rows.askDelete(l)} />}
        />
      )}
    >
      <LocationPanel
        editing={editing}
        franchiseName={(id) => runner.get(id) ?? ''}
        onClose={() => {
          toEdit.done();
          rows.stopEditing();
        }}
        onSaved={() => {
          toEdit.done();
          rows.updated();
        }}
      />
      <ConfirmDelete row={rows.deleting} title={t.deleteTitle} message={(row) => t.deleteMessage(row.name)} remove={remove} onCancel={rows.cancelDelete} />
    </AdminScreen>
  );
}
