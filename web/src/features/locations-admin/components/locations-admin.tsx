import { useId, useState } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteLocation } from '../api/delete-location';
import { useLocationsAdmin } from '../api/get-locations';
import { locationTexts as t } from '../texts';
import type { Location } from '../types';
import { AddLocationForm } from './add-location-form';
import { LocationsTable } from './locations-table';
import { UpdateLocationDialog } from './update-location-dialog';

/** The admin's location screen (SPEC §2.13): add a store, then every store with edit and delete. */
export function LocationsAdmin() {
  const listId = useId();
  const locations = useLocationsAdmin();
  const [editing, setEditing] = useState<Location | null>(null);
  const [deleting, setDeleting] = useState<Location | null>(null);
  const remove = useDeleteLocation(() => {
    setDeleting(null);
    locations.reload();
  });

  return (
    <>
      <div className="admin-header">
        <h1>{t.screenTitle}</h1>
      </div>
      <AddLocationForm onAdded={locations.reload} />
      <section className="card admin-card" aria-labelledby={listId}>
        <h2 id={listId}>{t.listHeading}</h2>
        <AsyncContent state={locations} isEmpty={(list) => list.length === 0} emptyText={t.empty}>
          {(list) => <LocationsTable locations={list} onEdit={setEditing} onDelete={setDeleting} />}
        </AsyncContent>
      </section>
      <UpdateLocationDialog
        location={editing}
        onClose={() => setEditing(null)}
        onUpdated={() => {
          setEditing(null);
          locations.reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        message={deleting ? t.deleteMessage(deleting.name) : ''}
        busy={remove.pending}
        onConfirm={() => deleting && void remove.run(deleting._id)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
