import { useId, type ReactNode } from 'react';
import { DocumentIcon } from '../../../components/ui/icons/staff-icons';
import type { ContentItem } from '../content-type';
import { contentTexts } from '../texts';
import './content-card.css';

/** One library item: the image, a seekable video or a PDF's mark, its caption, and the role's controls. */
interface ContentCardProps {
  item: ContentItem;
  /** The card's controls; each names the item through the caption's id (aria-describedby). */
  actions: (captionId: string) => ReactNode;
}

export function ContentCard({ item, actions }: ContentCardProps) {
  const captionId = useId();
  return (
    <figure className="tile content-card">
      {item.mediaType === 'document' ? (
        <div className="tile__image content-card__document" aria-hidden="true">
          <DocumentIcon />
          <span>{contentTexts.document}</span>
        </div>
      ) : item.mediaType === 'video' ? (
        // preload=metadata: the first frame and duration, not 50 MB per card.
        <video className="tile__image" src={item.media.url} controls preload="metadata" width={320} height={240} aria-describedby={captionId} />
      ) : (
        // The caption below is the only words we have for it, so it is not repeated as alt text.
        <img className="tile__image" src={item.media.url} alt="" width={320} height={240} loading="lazy" />
      )}
      <figcaption className="tile__body">
        <p id={captionId} className="content-card__caption">
          {item.text}
        </p>
        <div className="tile__actions">{actions(captionId)}</div>
      </figcaption>
    </figure>
  );
}
