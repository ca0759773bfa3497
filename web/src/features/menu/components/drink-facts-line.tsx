import { calorieRange, drinkMarks, formatCalories, type DrinkFacts } from '../../../lib/contract';
import { menuTexts } from '../texts';

/** A card's calories (a range over its sizes) and its caffeine-free and dairy-free marks, in words. */
export function DrinkFactsLine({ facts }: { facts: DrinkFacts | null }) {
  if (!facts) return <p className="drink-facts-line drink-facts-line--soon">{menuTexts.factsComingSoon}</p>;
  const marks = drinkMarks(facts);
  const words: string[] = [];
  if (marks.caffeineFree) words.push(menuTexts.marks.caffeineFree);
  if (marks.dairyFreeOption) words.push(menuTexts.marks.dairyFreeOption);
  if (marks.vegan) words.push(menuTexts.marks.vegan);
  return (
    <p className="drink-facts-line">
      <span className="drink-facts-line__calories">{formatCalories(calorieRange(facts))}</span>
      {words.map((w) => (
        <span key={w} className="drink-facts-line__mark">
          {w}
        </span>
      ))}
    </p>
  );
}
