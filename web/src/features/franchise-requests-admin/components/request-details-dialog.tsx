import { useId } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { formatDayAndTime } from '../../../lib/dates';
import { requestTexts as t } from '../texts';
import type { FranchiseRequest } from '../types';
import './request-details-dialog.css';

interface RequestDetailsDialogProps {
  /** The request shown; null keeps the modal closed. */
  request: FranchiseRequest | null;
  onClose: () => void;
}

const shownFields = ['name', 'email', 'phone', 'city', 'occupation', 'netWorth', 'liquidAssets', 'preferredLocation', 'address', 'howHear'] as const;

/**
 * Everything a prospective owner told us (SPEC §2.11). Reference shows how
 * they heard about us; the original repeated the preferred location there
 * (DESIGN §9). Long notes scroll inside their own box.
 */
export function RequestDetailsDialog({ request, onClose }: RequestDetailsDialogProps) {
  const notesId = useId();
  return (
    <Dialog open={request !== null} title={t.detailsHeading} onClose={onClose} className="dialog--wide">
      {request && (
        <>
          <dl className="details-list">
            {shownFields.map((field) => (
              <div key={field} className="details-list__item">
                <dt>{t.details[field]}</dt>
                <dd>{request[field] || '—'}</dd>
              </div>
            ))}
            <div className="details-list__item">
              <dt>{t.details.createdAt}</dt>
              <dd>{formatDayAndTime(request.createdAt)}</dd>
            </div>
          </dl>
          <div className="request-notes">
            <h3 id={notesId}>{t.details.notes}</h3>
            {/* Focusable so a keyboard can scroll long notes. */}
            <div className="request-notes__text" role="region" aria-labelledby={notesId} tabIndex={0}>
              {request.notes}
            </div>
          </div>
        </>
      )}
    </Dialog>
  );
}
