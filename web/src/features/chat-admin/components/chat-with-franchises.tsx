import { useChatLink } from '../hooks/use-chat-connection';
import { useFranchiseList } from '../hooks/use-franchise-list';
import { useOutboxReplay } from '../hooks/use-outbox-replay';
import { usePresence } from '../hooks/use-presence';
import { chatTexts } from '../texts';
import { ConnectionNotice } from './connection-status';
import { ConversationHeader } from './conversation-header';
import { ConversationPane } from './conversation-pane';
import { FranchiseList } from './franchise-list';
import './chat-pane.css';
import './chat-with-franchises.css';

/**
 * /dashboard/chat-franchise: head office's chats. The list of franchisers on
 * the left (live presence and unread badges), the chosen conversation on the
 * right. Phones show one at a time: the list, then the conversation with a
 * back button.
 */
export function ChatWithFranchises({ myId }: { myId: string }) {
  const link = useChatLink();
  useOutboxReplay(link.opens);
  const list = useFranchiseList(link, myId);
  const isOnline = usePresence(
    link,
    list.franchises.map((f) => f._id),
  );
  const chosen = list.chosen;

  return (
    <div className="chat-split" data-view={chosen ? 'conversation' : 'list'}>
      <ConnectionNotice status={link.status} />
      <FranchiseList
        myId={myId}
        status={list.status}
        error={list.error}
        franchises={list.franchises}
        openId={list.openId}
        isOnline={isOnline}
        onOpen={(id) => void list.open(id)}
        onRetry={list.retry}
      />
      {chosen ? (
        <ConversationPane
          key={chosen._id}
          link={link}
          myId={myId}
          partnerId={chosen._id}
          partnerName={chosen.franchise.name}
          conversationId={chosen.conversationId}
          header={<ConversationHeader name={chosen.franchise.name} image={chosen.franchise.image} online={isOnline(chosen._id)} onBack={list.close} />}
        />
      ) : (
        <div className="chat-pane chat-pane--note">
          <p>{chatTexts.chooseFranchise}</p>
        </div>
      )}
    </div>
  );
}
