import { chatTexts } from '../texts';
import { BackIcon } from '../../../components/ui/icons/staff-icons';
import { ChatAvatar } from './chat-avatar';
import { PresenceDot } from './presence-dot';
import './conversation-header.css';

interface ConversationHeaderProps {
  name: string;
  image: string | null;
  online: boolean;
  /** Phones: back to the franchise list. */
  onBack?: () => void;
}

export function ConversationHeader({ name, image, online, onBack }: ConversationHeaderProps) {
  return (
    <header className="chat-header">
      {onBack ? (
        <button type="button" className="icon-button chat-header__back" onClick={onBack}>
          <BackIcon />
          <span className="visually-hidden">{chatTexts.back}</span>
        </button>
      ) : null}
      <span className="chat-header__avatar">
        <ChatAvatar name={name} image={image} size="lg" />
        <PresenceDot online={online} />
      </span>
      <div className="chat-header__who">
        <h2 className="chat-header__name">{name}</h2>
        <p className="chat-header__state" aria-hidden="true">
          {online ? chatTexts.online : chatTexts.offline}
        </p>
      </div>
    </header>
  );
}
