import { AdminScreen } from '../../../components/ui/admin-screen';
import { ConfirmDelete } from '../../../components/ui/confirm-dialog';
import { useRowEditing } from '../../../components/ui/use-row-editing';
import { useWaitingEdits } from '../../../sync/use-waiting-edits';
import { useDeleteComingSoon } from '../api/delete-coming-soon';
import { useComingSoonAdmin } from '../api/get-coming-soon';
import { comingSoonTexts as t } from '../texts';
import type { ComingSoonFranchise } from '../types';
import { AddComingSoonForm } from './add-coming-soon-form';
import { ComingSoonTable } from './coming-soon-table';
import { UpdateComingSoonDialog } from './update-coming-soon-dialog';

/**
 * Coming-soon franchises (SPEC §2.17): the list with edit and delete, then the
 * add form (list first on every staff screen, issue #16). An edit still
 * waiting for the network shows as it will be, marked; once an add or an edit
 * reaches the server the list loads again.
 */
export function ComingSoonAdmin() {
  const franchises = useComingSoonAdmin();
  const rows = useRowEditing<ComingSoonFranchise>(franchises.reload);
  const remove = useDeleteComingSoon(rows.deleted);
  const waiting = useWaitingEdits('coming-soon-update', franchises.reload);
  // An add has no row to mark yet: the banner names it, and the list shows it once the server has it.
  useWaitingEdits('coming-soon-add', franchises.reload);
  // With the version the waiting edit named: a new edit of the row replaces it and is made from the same (api/update-coming-soon.ts).
  const asItWillBe = (list: ComingSoonFranchise[]) =>
    list.map((f) => {
      const { version, ...edit } = waiting.get(f._id)?.payload ?? {};
      return { ...f, ...edit, ...(version !== undefined && { version: Number(version) }) };
    });

  return (
    <AdminScreen texts={t} state={franchises} list={(list) => <ComingSoonTable franchises={asItWillBe(list)} waiting={waiting} onEdit={rows.edit} onDelete={rows.askDelete} />}>
      <AddComingSoonForm onAdded={franchises.reload} />
      <UpdateComingSoonDialog franchise={rows.editing} onClose={rows.stopEditing} onUpdated={rows.updated} />
      <ConfirmDelete row={rows.deleting} title={t.deleteTitle} message={(row) => t.deleteMessage(row.name)} remove={remove} onCancel={rows.cancelDelete} />
    </AdminScreen>
  );
}
