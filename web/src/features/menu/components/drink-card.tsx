import type { ReactNode } from 'react';
import type { CachedDrink } from '../../../lib/db';
import { DrinkRating } from './drink-rating';
import { DialogCard } from '../../../components/ui/dialog-card';
import { DrinkFactsLine } from '../../../components/ui/drink-facts-line';
import { MenuPicture } from '../../../components/ui/menu-picture';
import { menuPictureSizes } from '../../../components/ui/menu-picture-sizes';
import '../../../styles/public-data.css';
import './menu-card.css';
import './drink-card.css';

interface DrinkCardProps {
  drink: CachedDrink;
  onOpen: (drinkId: string) => void;
  eager?: boolean;
  /** The page's largest first picture: fetched before the others. */
  priority?: boolean;
  /** What the visitor's store has of it today (the availability feature's, passed in by the route). */
  note?: ReactNode;
}

/** A drink of a series; the button in its heading (stretched over the card) opens the drink. */
export function DrinkCard({ drink, onOpen, eager, priority, note }: DrinkCardProps) {
  const picture = (
    <MenuPicture className="drink-card__picture" src={drink.image} imageSet={drink.imageSet} sizes={menuPictureSizes.drinkCard} alt="" eager={eager} priority={priority} />
  );
  return (
    <DialogCard block="drink-card" level={2} item={drink} picture={picture} onOpen={onOpen}>
      {note}
      <DrinkRating drink={drink} />
      <DrinkFactsLine facts={drink.facts} />
      {drink.description && <p className="drink-card__description">{drink.description}</p>}
    </DialogCard>
  );
}
