import { AdminScreen } from '../../../components/ui/admin-screen';
import { ConfirmDelete } from '../../../components/ui/confirm-dialog';
import { useRowEditing } from '../../../components/ui/use-row-editing';
import { useOpenUnread } from '../../../components/ui/use-open-unread';
import { useDeleteContactMessage } from '../api/delete-contact-message';
import { useContactMessagesAdmin } from '../api/get-contact-messages';
import { messageReadMark } from '../api/mark-contact-message-read';
import { inboxTexts as t } from '../texts';
import type { ContactMessage } from '../types';
import { InboxTable } from './inbox-table';
import { MessageDialog } from './message-dialog';

/**
 * Head office's inbox: what visitors sent through the contact form; read
 * (offline, the read mark waits on this device and the row shows read at
 * once), reply by email, delete.
 */
export function InboxAdmin() {
  const messages = useContactMessagesAdmin();
  const reading = useOpenUnread<ContactMessage, 'message-read'>('message-read', messageReadMark, messages);
  const rows = useRowEditing<ContactMessage>(messages.reload);
  const remove = useDeleteContactMessage(rows.deleted);
  const askDelete = (message: ContactMessage) => {
    reading.close();
    rows.askDelete(message);
  };

  return (
    <AdminScreen texts={t} state={messages} list={(list) => <InboxTable messages={reading.shown(list)} waiting={reading.waitingFor} onView={reading.open} onDelete={askDelete} />}>
      <MessageDialog message={reading.opened} onClose={reading.close} onDelete={askDelete} />
      <ConfirmDelete row={rows.deleting} title={t.deleteTitle} message={(row) => t.deleteMessage(row.name)} remove={remove} onCancel={rows.cancelDelete} />
    </AdminScreen>
  );
}
