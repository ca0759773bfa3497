import type { CachedDrink } from '../../../lib/db';
import { MENU_PICTURE_PX } from '../menu-tiles';
import './drink-slide.css';

/** One carousel picture: the drink, its name on a chip. The first slides load at once. */
export function DrinkSlide({ drink, eager, caption = 'chip' }: { drink: CachedDrink; eager: boolean; caption?: 'chip' | 'below' }) {
  return (
    <figure className={`drink-slide drink-slide--${caption}`}>
      {drink.image ? (
        <img
          className="drink-slide__image"
          src={drink.image}
          alt={drink.name}
          width={MENU_PICTURE_PX}
          height={MENU_PICTURE_PX}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div className="drink-slide__image drink-slide__image--blank" role="img" aria-label={drink.name} />
      )}
      <figcaption className="drink-slide__caption" aria-hidden="true">
        {drink.name}
      </figcaption>
    </figure>
  );
}

/** Stand-ins while the menu loads on a first visit (or cannot load offline). */
export function SlideSkeletons({ count, busy }: { count: number; busy: boolean }) {
  return (
    <div className="slide-skeletons" data-busy={busy} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="slide-skeletons__item" />
      ))}
    </div>
  );
}
