import { ALLERGEN_NAMES, FDA_CALORIE_STATEMENT, type BuildFacts } from '../../../lib/contract';
import { builderTexts } from '../texts';

/** The numbers of the build as chosen, read out politely as they change; allergens in words. */
export function BuildFactsPanel({ facts }: { facts: BuildFacts }) {
  const marks = [facts.caffeineFree && builderTexts.marks.caffeineFree, facts.dairyFree && builderTexts.marks.dairyFree, facts.vegan && builderTexts.marks.vegan].filter(Boolean);
  return (
    <section className="build-facts" aria-label={builderTexts.factsHeading}>
      <dl className="build-facts__numbers" aria-live="polite">
        <div>
          <dt>{builderTexts.calories}</dt>
          <dd>
            <strong>{facts.calories}</strong> Cal
          </dd>
        </div>
        <div>
          <dt>{builderTexts.sugarGrams}</dt>
          <dd>
            <strong>{facts.sugarG}</strong> g
          </dd>
        </div>
        <div>
          <dt>{builderTexts.caffeine}</dt>
          <dd>
            <strong>{facts.caffeineMg}</strong> mg
          </dd>
        </div>
      </dl>
      <p className="build-facts__allergens" aria-live="polite">
        <strong>{builderTexts.contains}:</strong> {facts.allergens.length ? facts.allergens.map((a) => ALLERGEN_NAMES[a]).join(', ') : builderTexts.containsNone}
      </p>
      {marks.length > 0 && (
        <ul className="diet-marks" aria-label="Dietary marks">
          {marks.map((m) => (
            <li key={m as string} className="diet-mark">
              {m}
            </li>
          ))}
        </ul>
      )}
      <p className="fda-statement">{FDA_CALORIE_STATEMENT}</p>
    </section>
  );
}
