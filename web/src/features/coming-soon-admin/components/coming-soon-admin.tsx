import { AdminScreen } from '../../../components/ui/admin-screen';
import { ConfirmDelete } from '../../../components/ui/confirm-dialog';
import { useRowEditing } from '../../../components/ui/use-row-editing';
import { useDeleteComingSoon } from '../api/delete-coming-soon';
import { useComingSoonAdmin } from '../api/get-coming-soon';
import { comingSoonTexts as t } from '../texts';
import type { ComingSoonFranchise } from '../types';
import { AddComingSoonForm } from './add-coming-soon-form';
import { ComingSoonTable } from './coming-soon-table';
import { UpdateComingSoonDialog } from './update-coming-soon-dialog';

/** Coming-soon franchises (SPEC §2.17): the list with edit and delete, then the add form (list first on every staff screen, issue #16). */
export function ComingSoonAdmin() {
  const franchises = useComingSoonAdmin();
  const rows = useRowEditing<ComingSoonFranchise>(franchises.reload);
  const remove = useDeleteComingSoon(rows.deleted);

  return (
    <AdminScreen texts={t} state={franchises} list={(list) => <ComingSoonTable franchises={list} onEdit={rows.edit} onDelete={rows.askDelete} />}>
      <AddComingSoonForm onAdded={franchises.reload} />
      <UpdateComingSoonDialog franchise={rows.editing} onClose={rows.stopEditing} onUpdated={rows.updated} />
      <ConfirmDelete row={rows.deleting} title={t.deleteTitle} message={(row) => t.deleteMessage(row.name)} remove={remove} onCancel={rows.cancelDelete} />
    </AdminScreen>
  );
}
