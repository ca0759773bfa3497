import { CupDrawing } from '../../../components/ui/icons/cup-drawing';
import { Picture } from '../../../components/ui/picture';
import type { CachedDrink } from '../../../lib/db';
import { MENU_PICTURE_PX } from '../menu-tiles';
import './drink-slide.css';

/**
 * One carousel card: the drink's picture, its name beneath it in full. The
 * first slides load at once (the very first before anything else: the page's
 * largest picture); `sizes` follows the carousel's slides per view.
 */
export function DrinkSlide({ drink, eager, priority = false, sizes }: { drink: CachedDrink; eager: boolean; priority?: boolean; sizes: string }) {
  return (
    <figure className="drink-slide">
      <Picture
        frame="drink-slide__image"
        src={drink.image}
        imageSet={drink.imageSet}
        sizes={sizes}
        alt={drink.name}
        eager={eager}
        priority={priority}
        width={MENU_PICTURE_PX}
        height={MENU_PICTURE_PX}
        drawing={<CupDrawing />}
      />
      {/* The picture's alt text already says it: read once. */}
      <figcaption className="drink-slide__caption" aria-hidden="true">
        {drink.name}
      </figcaption>
    </figure>
  );
}

/** Stand-ins while the menu loads on a first visit (or cannot load offline), as tall as the cards. */
export function SlideSkeletons({ count, busy }: { count: number; busy: boolean }) {
  return (
    <div className="slide-skeletons" data-busy={busy} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="slide-skeletons__item">
          <div className="slide-skeletons__picture" />
          <div className="drink-slide__caption" />
        </div>
      ))}
    </div>
  );
}
