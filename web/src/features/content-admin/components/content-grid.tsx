import type { ReactNode } from 'react';
import type { ContentItem } from '../content-type';
import { contentTexts } from '../texts';
import { ContentCard } from './content-card';

/** The 'All Content' grid; `actions` draws each card's controls for the viewer's role. */
interface ContentGridProps {
  items: readonly ContentItem[];
  actions: (item: ContentItem, captionId: string) => ReactNode;
}

/** As many columns as fit, a tablet's width holding four: a library of many items stays a few screens long. */
export function ContentGrid({ items, actions }: ContentGridProps) {
  // The library has items, but the search or the type filter hides them all.
  if (items.length === 0) return <p className="async-state">{contentTexts.noMatch}</p>;
  return (
    <ul className="content-grid" role="list">
      {items.map((item) => (
        <li key={item._id}>
          <ContentCard item={item} actions={(captionId) => actions(item, captionId)} />
        </li>
      ))}
    </ul>
  );
}
