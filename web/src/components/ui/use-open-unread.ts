import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { toastError } from './toast';
import { refreshDashboardCounts } from '../../lib/dashboard-counts';

/**
 * Opening an inbox row or a franchise request: shows it at once and, the
 * first time, tells the server it was read, then reloads the list (its
 * 'New' mark goes) and the sidebar's count.
 */
export function useOpenUnread<T extends { _id: string; read: boolean }>(markRead: (id: string) => Promise<unknown>, reload: () => void) {
  const [opened, setOpened] = useState<T | null>(null);
  function open(row: T) {
    setOpened(row);
    if (row.read) return;
    markRead(row._id).then(
      () => {
        reload();
        void refreshDashboardCounts();
      },
      (err: unknown) => toastError(errorMessage(err)),
    );
  }
  return { opened, open, close: () => setOpened(null) };
}
