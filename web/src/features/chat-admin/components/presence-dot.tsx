import { chatTexts } from '../texts';
import './presence-dot.css';

/** The online dot (DESIGN §7: real presence); its words are for screen readers. */
export function PresenceDot({ online }: { online: boolean }) {
  return <span className="presence-dot" data-online={online} role="img" aria-label={online ? chatTexts.online : chatTexts.offline} />;
}
