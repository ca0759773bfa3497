import { useOnline } from '../../../components/outbox/use-online';
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

/** The partner's name and presence; while this device is offline, that instead of the partner's last known state. */
export function ConversationHeader({ name, image, online, onBack }: ConversationHeaderProps) {
  const selfOnline = useOnline();
  const state = !selfOnline ? chatTexts.youAreOffline : online ? chatTexts.online : chatTexts.offline;
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
        <PresenceDot online={selfOnline && online} />
      </span>
      <div className="chat-header__who">
        <h2 className="clamp chat-header__name">{name}</h2>
        <p className="chat-header__state" data-self-offline={!selfOnline} aria-hidden={selfOnline}>
          {state}
        </p>
      </div>
    </header>
  );
}
