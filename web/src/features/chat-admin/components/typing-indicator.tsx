import { chatTexts } from '../texts';
import './typing-indicator.css';

/** "Typing..." while the partner types; the line keeps its height so the list does not jump. */
export function TypingIndicator({ typing }: { typing: boolean }) {
  return (
    <p className="chat-typing" aria-live="polite">
      {typing ? (
        <>
          <span className="chat-typing__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {chatTexts.typing}
        </>
      ) : null}
    </p>
  );
}
