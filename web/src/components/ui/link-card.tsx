import type { ReactNode } from 'react';

interface LinkCardProps {
  /** The card's class ('drink-card'); its parts take `__text`, `__name` and `__open` after it. */
  block: string;
  /** The heading's level in the page it stands on. */
  heading: 'h2' | 'h3';
  name: string;
  picture: ReactNode;
  onOpen: () => void;
  /** Lines under the name. */
  children?: ReactNode;
}

/** A card whose heading holds a button, stretched over the card, that opens its details in a modal. */
export function LinkCard({ block, heading: Heading, name, picture, onOpen, children }: LinkCardProps) {
  return (
    <article className={`link-card ${block}`}>
      {picture}
      <div className={`${block}__text`}>
        <Heading className={`${block}__name`}>
          <button type="button" className={`stretched-link ${block}__open`} onClick={onOpen} aria-haspopup="dialog">
            {name}
          </button>
        </Heading>
        {children}
      </div>
    </article>
  );
}
