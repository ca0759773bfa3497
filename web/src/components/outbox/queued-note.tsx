import { outboxTexts } from '../../sync/texts';
import { useOutboxItem } from './use-outbox-item';
import './queued-note.css';

/**
 * Under a form whose last submit was queued: 'Queued, will send when
 * online', then `sentText` once it went, or the server's reason if it was
 * refused. The live region stays mounted, so each change is read out.
 */
export function QueuedNote({ clientId, sentText }: { clientId: string | null; sentText: string }) {
  const item = useOutboxItem(clientId);
  const text = !item ? '' : item.state === 'queued' ? outboxTexts.queued : item.state === 'sent' ? sentText : `${outboxTexts.refused}: ${item.message}`;
  return (
    <p className="queued-note" role="status" data-state={item?.state}>
      {text}
    </p>
  );
}
