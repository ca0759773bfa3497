import { useId, useState } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteFranchiseRequest } from '../api/delete-franchise-request';
import { useFranchiseRequests } from '../api/get-franchise-requests';
import { requestTexts as t } from '../texts';
import type { FranchiseRequest } from '../types';
import { RequestDetailsDialog } from './request-details-dialog';
import { RequestsTable } from './requests-table';

/** Franchise enquiries for the admin (SPEC §2.11): read the details, delete when handled. */
export function RequestsAdmin() {
  const headingId = useId();
  const requests = useFranchiseRequests();
  const [viewing, setViewing] = useState<FranchiseRequest | null>(null);
  const [deleting, setDeleting] = useState<FranchiseRequest | null>(null);
  const remove = useDeleteFranchiseRequest(() => {
    setDeleting(null);
    requests.reload();
  });

  return (
    <>
      <div className="admin-header">
        <h1 id={headingId}>{t.screenTitle}</h1>
      </div>
      <section className="card admin-card" aria-labelledby={headingId}>
        <AsyncContent state={requests} isEmpty={(list) => list.length === 0} emptyText={t.empty} loadingText={t.loading}>
          {(list) => <RequestsTable requests={list} onView={setViewing} onDelete={setDeleting} />}
        </AsyncContent>
      </section>
      <RequestDetailsDialog request={viewing} onClose={() => setViewing(null)} />
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
