import { Spinner } from '../../../components/ui/spinner';
import { useAdminConversation } from '../hooks/use-admin-conversation';
import { useChatLink } from '../hooks/use-chat-connection';
import { useOutboxReplay } from '../hooks/use-outbox-replay';
import { usePresence } from '../hooks/use-presence';
import { chatTexts } from '../texts';
import { ConnectionNotice } from './connection-status';
import { ConversationHeader } from './conversation-header';
import { ConversationPane } from './conversation-pane';
import { LoadError } from '../../../components/ui/load-error';
import { staffOfflineTexts } from '../../../sync/staff/staff-texts';
import './chat-pane.css';

/** /dashboard/chat-admin: a franchise owner's one conversation, with head office. */
export function ChatWithAdmin({ myId }: { myId: string }) {
  const link = useChatLink();
  useOutboxReplay(link.opens);
  const found = useAdminConversation();
  const conversation = found.data;
  const adminId = conversation ? conversation.members[0] : null;
  const isOnline = usePresence(link, adminId ? [adminId] : []);

  if (found.neverSaved) return <LoadError className="chat-pane chat-pane--note" message={staffOfflineTexts.neverSaved} onRetry={found.reload} />;
  if (found.error) return <LoadError className="chat-pane chat-pane--note" message={found.error} onRetry={found.reload} />;
  if (!conversation) return <Spinner label={chatTexts.loading} />;
  return (
    <ConversationPane
      link={link}
      myId={myId}
      partnerId={adminId}
      partnerName={chatTexts.adminName}
      conversationId={conversation._id}
      header={<ConversationHeader name={chatTexts.adminName} image={null} online={!!adminId && isOnline(adminId)} />}
      notice={<ConnectionNotice status={link.status} />}
    />
  );
}
