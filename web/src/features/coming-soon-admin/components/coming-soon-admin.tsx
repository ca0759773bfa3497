import { useId, useState } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteComingSoon } from '../api/delete-coming-soon';
import { useComingSoonAdmin } from '../api/get-coming-soon';
import { comingSoonTexts as t } from '../texts';
import type { ComingSoonFranchise } from '../types';
import { AddComingSoonForm } from './add-coming-soon-form';
import { ComingSoonTable } from './coming-soon-table';
import { UpdateComingSoonDialog } from './update-coming-soon-dialog';

/** Coming-soon franchises (SPEC §2.17): add, then the list with delete and edit. */
export function ComingSoonAdmin() {
  const listId = useId();
  const franchises = useComingSoonAdmin();
  const [editing, setEditing] = useState<ComingSoonFranchise | null>(null);
  const [deleting, setDeleting] = useState<ComingSoonFranchise | null>(null);
  const remove = useDeleteComingSoon(() => {
    setDeleting(null);
    franchises.reload();
  });

  return (
    <>
      <div className="admin-header">
        <h1>{t.screenTitle}</h1>
      </div>
      <AddComingSoonForm onAdded={franchises.reload} />
      <section className="card admin-card" aria-labelledby={listId}>
        <h2 id={listId}>{t.listHeading}</h2>
        <AsyncContent state={franchises} isEmpty={(list) => list.length === 0} emptyText={t.empty}>
          {(list) => <ComingSoonTable franchises={list} onEdit={setEditing} onDelete={setDeleting} />}
        </AsyncContent>
      </section>
      <UpdateComingSoonDialog
        franchise={editing}
        onClose={() => setEditing(null)}
        onUpdated={() => {
          setEditing(null);
          franchises.reload();
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
