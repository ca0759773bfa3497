import { Dialog } from '../../../components/ui/dialog';
import { formatDayAndTime } from '../../../lib/dates';
import { replyHref } from '../reply-link';
import { inboxTexts as t } from '../texts';
import type { ContactMessage } from '../types';
import './message-dialog.css';

interface MessageDialogProps {
  /** The message shown; null keeps the modal closed. */
  message: ContactMessage | null;
  onClose: () => void;
  onDelete: (message: ContactMessage) => void;
}

/** One contact message in full, with a reply by email and a delete. */
export function MessageDialog({ message, onClose, onDelete }: MessageDialogProps) {
  return (
    <Dialog open={message !== null} title={message ? t.detailsHeading(message.name) : ''} onClose={onClose}>
      {message && (
        <>
          <p className="inbox-message__meta">
            {message.email ? <a href={replyHref(message.email)}>{message.email}</a> : t.noEmail}
            {' · '}
            <time dateTime={message.createdAt}>{formatDayAndTime(message.createdAt)}</time>
          </p>
          <p className="inbox-message__text">{message.message || '—'}</p>
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={() => onDelete(message)}>
              {t.deleteTitle}
            </button>
            {message.email && (
              <a className="button button--primary" href={replyHref(message.email)}>
                {t.reply}
              </a>
            )}
          </div>
        </>
      )}
    </Dialog>
  );
}
