import type { ReactNode } from 'react';

interface DialogCardProps {
  /** The card's class, and the stem of its parts' (`drink-card` → `drink-card__text`, `__name`, `__open`). */
  block: string;
  /** The heading's level where the card stands: h2 under a page title, h3 under a section. */
  level: 2 | 3;
  /** What the card shows: its name is the button's. */
  item: { _id: string; name: string };
  /** The card's picture, beside or above the text. */
  picture: ReactNode;
  /** Opens the item's dialog (the drink, the store's details). */
  onOpen: (id: string) => void;
  /** The rest of the text under the name. */
  children: ReactNode;
}

/** A card whose name is a button stretched over the whole card, opening its dialog (a drink on the menu, a store on /locations). */
export function DialogCard({ block, level, item, picture, onOpen, children }: DialogCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className={`link-card ${block}`}>
      {picture}
      <div className={`${block}__text`}>
        <Heading className={`${block}__name`}>
          <button type="button" className={`stretched-link ${block}__open`} onClick={() => onOpen(item._id)} aria-haspopup="dialog">
            {item.name}
          </button>
        </Heading>
        {children}
      </div>
    </article>
  );
}
