import type { ReactNode } from 'react';
import { useOutbox } from '../../../sync/use-outbox';
import { pendingMessages } from '../conversation-state';
import type { ChatLink } from '../hooks/use-chat-connection';
import { useConversation } from '../hooks/use-conversation';
import { useMessageComposer } from '../hooks/use-message-composer';
import { usePartnerTyping } from '../hooks/use-partner-typing';
import { useTypingNotifier } from '../hooks/use-typing-notifier';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { TypingIndicator } from './typing-indicator';
import './chat-pane.css';

interface ConversationPaneProps {
  link: ChatLink;
  myId: string;
  partnerId: string | null;
  partnerName: string;
  /** null while it is being found. */
  conversationId: string | null;
  header: ReactNode;
  /** Shown under the header: the connection notice, when the screen keeps it here. */
  notice?: ReactNode;
}

/** One conversation: header, connection notice, messages (stored and still queued), typing, and the send form. */
export function ConversationPane({ link, myId, partnerId, partnerName, conversationId, header, notice }: ConversationPaneProps) {
  const conversation = useConversation(link, conversationId, myId);
  const typing = usePartnerTyping(link, partnerId);
  const notifier = useTypingNotifier(link.connection, partnerId);
  const pending = pendingMessages(useOutbox('message'), conversationId, conversation.messages);
  const composer = useMessageComposer({
    conversationId,
    partnerName,
    onKeystroke: notifier.keystroke,
    onSendStart: notifier.stop,
  });

  return (
    <div className="chat-pane">
      {header}
      {notice}
      <MessageList
        status={conversationId ? conversation.status : 'loading'}
        error={conversation.error}
        messages={conversation.messages}
        pending={pending}
        myId={myId}
        partnerName={partnerName}
        hasMore={conversation.hasMore}
        loadingOlder={conversation.loadingOlder}
        onLoadOlder={conversation.loadOlder}
        onRetry={conversation.retry}
      />
      <TypingIndicator typing={typing} />
      <MessageComposer text={composer.text} canSend={composer.canSend} onChange={composer.change} onSubmit={() => void composer.submit()} />
    </div>
  );
}
