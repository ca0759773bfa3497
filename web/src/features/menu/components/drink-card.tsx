import { LinkCard } from '../../../components/ui/link-card';
import type { CachedDrink } from '../../../lib/db';
import { MenuPicture } from './menu-picture';
import '../../../styles/public-data.css';
import './menu-card.css';
import './drink-card.css';

interface DrinkCardProps {
  drink: CachedDrink;
  onOpen: (drinkId: string) => void;
  eager?: boolean;
}

/** A drink of a series; the button in its heading (stretched over the card) opens the drink. */
export function DrinkCard({ drink, onOpen, eager }: DrinkCardProps) {
  return (
    <LinkCard
      block="drink-card"
      heading="h2"
      name={drink.name}
      picture={<MenuPicture className="drink-card__picture" src={drink.image} alt="" eager={eager} />}
      onOpen={() => onOpen(drink._id)}
    >
      {drink.description && <p className="drink-card__description">{drink.description}</p>}
    </LinkCard>
  );
}
