import { useId } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import { ConfirmDelete } from '../../../components/ui/confirm-dialog';
import { useRowEditing } from '../../../components/ui/use-row-editing';
import { useDeleteLocation } from '../api/delete-location';
import { useLocationsAdmin } from '../api/get-locations';
import { locationTexts as t } from '../texts';
import type { Location } from '../types';
import { AddLocationForm } from './add-location-form';
import { LocationsTable } from './locations-table';
import { UpdateLocationDialog } from './update-location-dialog';

/** The admin's location screen (SPEC §2.13): every store with edit and delete, then the form to add one (the list comes first on every staff screen, issue #16). */
export function LocationsAdmin() {
  const listId = useId();
  const locations = useLocationsAdmin();
  const rows = useRowEditing<Location>(locations.reload);
  const remove = useDeleteLocation(rows.deleted);

  return (
    <>
      <div className="admin-header">
        <h1>{t.screenTitle}</h1>
      </div>
      <section className="card admin-card" aria-labelledby={listId}>
        <h2 id={listId}>{t.listHeading}</h2>
        <AsyncContent state={locations} isEmpty={(list) => list.length === 0} emptyText={t.empty}>
          {(list) => <LocationsTable locations={list} onEdit={rows.edit} onDelete={rows.askDelete} />}
        </AsyncContent>
      </section>
      <AddLocationForm onAdded={locations.reload} />
      <UpdateLocationDialog location={rows.editing} onClose={rows.stopEditing} onUpdated={rows.updated} />
      <ConfirmDelete row={rows.deleting} title={t.deleteTitle} message={(row) => t.deleteMessage(row.name)} remove={remove} onCancel={rows.cancelDelete} />
    </>
  );
}
