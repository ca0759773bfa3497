import { useId } from 'react';
import { chatTexts } from '../texts';
import { MESSAGE_MAX } from '../../../lib/contract';
import { SendIcon } from '../../../components/ui/icons/staff-icons';
import './message-composer.css';

interface MessageComposerProps {
  text: string;
  canSend: boolean;
  onChange: (text: string) => void;
  onSubmit: () => void;
}

/** The text input and Send button. Enter sends; the field keeps focus for the next message. */
export function MessageComposer({ text, canSend, onChange, onSubmit }: MessageComposerProps) {
  const inputId = useId();
  return (
    <form
      className="chat-composer"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        {chatTexts.inputLabel}
      </label>
      <input
        id={inputId}
        className="pill-input chat-composer__input"
        type="text"
        autoComplete="off"
        enterKeyHint="send"
        maxLength={MESSAGE_MAX}
        placeholder={chatTexts.inputPlaceholder}
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="submit" className="button button--primary chat-composer__send" disabled={!canSend}>
        <SendIcon />
        <span>{chatTexts.send}</span>
      </button>
    </form>
  );
}
