import { useId, type ReactNode } from 'react';
import { DeleteIcon, EditIcon } from './icons/staff-icons';
import type { PictureSet } from '../../lib/contract';
import type { OutboxItem } from '../../lib/db';
import { staffOfflineTexts } from '../../sync/staff/staff-texts';
import { outboxTexts } from '../../sync/texts';
import { Picture } from './picture';
import './catalog-list.css';

interface CatalogRowProps {
  name: string;
  image: string | null;
  /** The picture's small variants: a thumbnail needs the narrowest. */
  imageSet?: PictureSet;
  /** Under the name: the drink's series, a series' drink count. */
  meta?: ReactNode;
  /** A longer line, cut to one line on wide screens (a description). */
  text?: string;
  /** Beside the name: 'Waiting to send', 'Signature'. */
  badge?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  /** More controls before Edit and Delete, e.g. the admin's 'Reviews' button. */
  extraActions?: ReactNode;
}

/**
 * One row of a dense staff list: a small picture, the name with what the
 * list says about it, and Edit and Delete buttons that say what they act on.
 * Forty rows fit a few screens of a tablet instead of forty tall cards.
 */
export function CatalogRow({ name, image, imageSet, meta, text, badge, onEdit, onDelete, extraActions }: CatalogRowProps) {
  const nameId = useId();
  return (
    <article className="catalog-row" aria-labelledby={nameId}>
      {/* The name beside it says what the picture shows, so it needs no alt text of its own. */}
      <Picture frame="thumb" src={image} imageSet={imageSet} sizes="56px" alt="" width={64} height={64} />
      <div className="catalog-row__main">
        <h3 id={nameId} className="catalog-row__name">
          {name}
        </h3>
        {badge}
        {meta && <p className="catalog-row__meta">{meta}</p>}
        {text && <p className="clamp catalog-row__text">{text}</p>}
      </div>
      <div className="catalog-row__actions">
        {extraActions}
        <button type="button" className="icon-button catalog-row__action" aria-label={`Edit ${name}`} onClick={onEdit}>
          <EditIcon />
        </button>
        <button type="button" className="icon-button catalog-row__action catalog-row__action--danger" aria-label={`Delete ${name}`} onClick={onDelete}>
          <DeleteIcon />
        </button>
      </div>
    </article>
  );
}

/** Beside a row's name while an edit of it waits in the outbox: waiting to send, or refused by the server. */
export function WaitingBadge({ item }: { item: OutboxItem | undefined }) {
  if (!item) return null;
  const refused = item.status === 'failed';
  return (
    <span className={`catalog-badge ${refused ? 'catalog-badge--refused' : 'catalog-badge--waiting'}`} title={refused ? item.error : undefined}>
      {refused ? outboxTexts.refused : staffOfflineTexts.queuedEdit}
    </span>
  );
}
