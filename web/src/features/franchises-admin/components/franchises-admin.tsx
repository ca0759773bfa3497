import { useState } from 'react';
import { AdminScreen } from '../../../components/ui/admin-screen';
import { ConfirmDelete } from '../../../components/ui/confirm-dialog';
import { useRowEditing } from '../../../components/ui/use-row-editing';
import { useDeleteFranchise } from '../api/delete-franchise';
import { useFranchisesAdmin } from '../api/get-franchises';
import { useNameFilter } from '../hooks/use-name-filter';
import { franchiseTexts as t } from '../texts';
import type { FranchiseAccount } from '../types';
import { AddFranchiseForm } from './add-franchise-form';
import { FranchiseSearch } from './franchise-search';
import { FranchisesTable } from './franchises-table';
import { SetPasswordDialog } from './set-password-dialog';
import { UpdateFranchiseDialog } from './update-franchise-dialog';

/** The admin's franchises screen (SPEC §2.10): search, the table with edit and delete, and the add form. */
export function FranchisesAdmin() {
  const search = useNameFilter();
  const franchises = useFranchisesAdmin(search.applied);
  const [resetting, setResetting] = useState<FranchiseAccount | null>(null);
  const rows = useRowEditing<FranchiseAccount>(franchises.reload);
  const remove = useDeleteFranchise(rows.deleted);

  return (
    <AdminScreen
      texts={t}
      actions={<FranchiseSearch text={search.text} onTextChange={search.setText} onSubmit={search.applyNow} />}
      state={franchises}
      emptyText={search.applied ? t.noMatch(search.applied) : t.empty}
      list={(list) => <FranchisesTable franchises={list} onEdit={rows.edit} onDelete={rows.askDelete} onSetPassword={setResetting} />}
    >
      <AddFranchiseForm onAdded={franchises.reload} />
      <UpdateFranchiseDialog franchise={rows.editing} onClose={rows.stopEditing} onUpdated={rows.updated} />
      <SetPasswordDialog franchise={resetting} onClose={() => setResetting(null)} />
      <ConfirmDelete row={rows.deleting} title={t.deleteTitle} message={(row) => t.deleteMessage(row.franchise.name)} remove={remove} onCancel={rows.cancelDelete} />
    </AdminScreen>
  );
}
