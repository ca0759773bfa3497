import { AdminScreen } from '../../../components/ui/admin-screen';
import { ConfirmDelete } from '../../../components/ui/confirm-dialog';
import { useRowEditing } from '../../../components/ui/use-row-editing';
import { useOpenUnread } from '../../../components/ui/use-open-unread';
import { useDeleteFranchiseRequest } from '../api/delete-franchise-request';
import { useFranchiseRequestsAdmin } from '../api/get-franchise-requests';
import { requestReadMark } from '../api/mark-franchise-request-read';
import { requestTexts as t } from '../texts';
import type { FranchiseRequest } from '../types';
import { RequestDetailsDialog } from './request-details-dialog';
import { RequestsTable } from './requests-table';

/**
 * Franchise enquiries for the admin (SPEC §2.11): read the details (a new one
 * is marked until opened; offline, the mark waits on this device and the row
 * shows read at once), delete when handled.
 */
export function RequestsAdmin() {
  const requests = useFranchiseRequestsAdmin();
  const viewing = useOpenUnread<FranchiseRequest, 'request-read'>('request-read', requestReadMark, requests);
  const rows = useRowEditing<FranchiseRequest>(requests.reload);
  const remove = useDeleteFranchiseRequest(rows.deleted);

  return (
    <AdminScreen
      texts={t}
      state={requests}
      list={(list) => <RequestsTable requests={viewing.shown(list)} waiting={viewing.waitingFor} onView={viewing.open} onDelete={rows.askDelete} />}
    >
      <RequestDetailsDialog request={viewing.opened} onClose={viewing.close} />
      <ConfirmDelete row={rows.deleting} title={t.deleteTitle} message={(row) => t.deleteMessage(row.name)} remove={remove} onCancel={rows.cancelDelete} />
    </AdminScreen>
  );
}
