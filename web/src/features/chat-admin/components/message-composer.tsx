import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { chatTexts } from '../texts';
import { MESSAGE_MAX } from '../../../lib/contract';
import { SendIcon } from '../../../components/ui/icons/staff-icons';
import './message-composer.css';

/** From here on the counter shows how much room is left. */
const WARN_FROM = MESSAGE_MAX - 200;
const MAX_ROWS = 6;

interface MessageComposerProps {
  text: string;
  canSend: boolean;
  onChange: (text: string) => void;
  onSubmit: () => void;
}

// A touch keyboard has no Shift+Enter to speak of: there Enter starts a line and the button sends.
const touchFirst = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

/**
 * The message field, several lines tall as it fills (up to six, then it
 * scrolls), and Send. Nothing typed is cut: near the limit a counter says how
 * much room is left, past it how much is too much, and Send waits until the
 * message fits. Enter sends on a keyboard (Shift+Enter for a new line); on a
 * touch screen Enter starts a line and the button sends.
 */
export function MessageComposer({ text, canSend, onChange, onSubmit }: MessageComposerProps) {
  const inputId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const touch = useRef(false);
  useEffect(() => {
    touch.current = touchFirst();
  }, []);

  // As tall as its text, up to MAX_ROWS lines.
  useLayoutEffect(() => {
    const el = field.current;
    if (!el) return;
    el.style.height = 'auto';
    const line = parseFloat(getComputedStyle(el).lineHeight) || 24;
    el.style.height = `${Math.min(el.scrollHeight, line * MAX_ROWS + (el.offsetHeight - el.clientHeight) + 16)}px`;
  }, [text]);

  const length = text.length;
  const over = length - MESSAGE_MAX;
  const near = length >= WARN_FROM;
  // Said to screen readers only when it changes state, not on every key.
  const level = over > 0 ? 'over' : near ? 'near' : 'fine';

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || touch.current) return;
    e.preventDefault();
    if (canSend) onSubmit();
  }

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
      <div className="chat-composer__field">
        <textarea
          ref={field}
          id={inputId}
          className="chat-composer__input"
          rows={1}
          autoComplete="off"
          enterKeyHint={touch.current ? 'enter' : 'send'}
          placeholder={chatTexts.inputPlaceholder}
          value={text}
          aria-invalid={over > 0 ? true : undefined}
          aria-describedby={`${inputId}-hint ${inputId}-count`}
          onKeyDown={onKeyDown}
          onChange={(e) => onChange(e.target.value)}
        />
        <p id={`${inputId}-hint`} className="visually-hidden">
          {touch.current ? chatTexts.composerHintTouch : chatTexts.composerHint}
        </p>
        <p id={`${inputId}-count`} className="chat-composer__count" data-level={level} aria-hidden={level === 'fine'}>
          {over > 0 ? chatTexts.tooLong(over) : near ? chatTexts.charactersLeft(MESSAGE_MAX - length) : ''}
        </p>
        <p className="visually-hidden" role="status">
          {level === 'over' ? chatTexts.overLimit : level === 'near' ? chatTexts.nearLimit(MESSAGE_MAX - WARN_FROM) : ''}
        </p>
      </div>
      <button type="submit" className="button button--primary chat-composer__send" disabled={!canSend}>
        <SendIcon />
        <span>{chatTexts.send}</span>
      </button>
    </form>
  );
}
