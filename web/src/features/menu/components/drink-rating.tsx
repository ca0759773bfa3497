import { Stars } from '../../../components/ui/stars';
import type { CachedDrink } from '../../../lib/db';
import { menuTexts } from '../texts';
import './drink-rating.css';

interface DrinkRatingProps {
  drink: Pick<CachedDrink, 'rating' | 'reviewCount'>;
  /** Say 'No reviews yet' before the first approved review, instead of nothing. */
  sayWhenNone?: boolean;
}

/** The average of a drink's approved reviews: stars, the number and the count, read out in one phrase. */
export function DrinkRating({ drink, sayWhenNone = false }: DrinkRatingProps) {
  // A cache written before ratings existed has neither field: treated as no reviews.
  if (drink.rating == null || !drink.reviewCount) {
    return sayWhenNone ? <p className="drink-rating drink-rating--none">{menuTexts.noRatingYet}</p> : null;
  }
  const average = drink.rating.toFixed(1);
  return (
    <p className="drink-rating">
      <Stars rating={drink.rating} size={16} label={menuTexts.rated(average, drink.reviewCount)} />
      <span className="drink-rating__text whole-value" aria-hidden="true">
        {average} ({drink.reviewCount})
      </span>
    </p>
  );
}
