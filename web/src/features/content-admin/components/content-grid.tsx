import type { ReactNode } from 'react';
import type { ContentItem } from '../content-type';
import { ContentCard } from './content-card';

/** The 'All Content' grid; `actions` draws each card's controls for the viewer's role. */
interface ContentGridProps {
  items: readonly ContentItem[];
  actions: (item: ContentItem, captionId: string) => ReactNode;
  /** Three columns on wide screens, for a grid that has the page to itself. */
  wide?: boolean;
}

export function ContentGrid({ items, actions, wide = false }: ContentGridProps) {
  return (
    <ul className={wide ? 'card-grid tile-grid tile-grid--wide' : 'card-grid tile-grid'} role="list">
      {items.map((item) => (
        <li key={item._id}>
          <ContentCard item={item} actions={(captionId) => actions(item, captionId)} />
        </li>
      ))}
    </ul>
  );
}
