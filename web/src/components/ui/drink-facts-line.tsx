import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { calorieRange, drinkMarks, FDA_CALORIE_STATEMENT, formatCalories, type DrinkFacts } from '../../lib/contract';
import './drink-facts-line.css';

// Every list of drinks says these the same way: the menu's cards and a store's own drinks (issue #24).
const FACTS_TEXTS = {
  comingSoon: 'Nutrition facts coming soon',
  marks: { caffeineFree: 'Caffeine-free', dairyFreeOption: 'Dairy-free option', vegan: 'Vegan' },
  nutritionLink: 'Nutrition facts of every drink',
} as const;

/** A card's calories (a range over its sizes) and its caffeine-free and dairy-free marks, in words; never a zero for a drink without facts. */
export function DrinkFactsLine({ facts }: { facts: DrinkFacts | null }) {
  if (!facts) return <p className="drink-facts-line drink-facts-line--soon">{FACTS_TEXTS.comingSoon}</p>;
  const marks = drinkMarks(facts);
  const words: string[] = [];
  if (marks.caffeineFree) words.push(FACTS_TEXTS.marks.caffeineFree);
  if (marks.dairyFreeOption) words.push(FACTS_TEXTS.marks.dairyFreeOption);
  if (marks.vegan) words.push(FACTS_TEXTS.marks.vegan);
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

/** Under every list that shows calories: the FDA's statement (21 CFR 101.11), word for word, and where the rest of the facts are. */
export function CalorieStatement() {
  return (
    <p className="fda-statement">
      {FDA_CALORIE_STATEMENT}. <Link to={paths.nutrition}>{FACTS_TEXTS.nutritionLink}</Link>
    </p>
  );
}
