import { useCallback, useId, useMemo, useState } from 'react';
import { buildFacts, defaultBuild, normalizeBuild, temperaturesOf, type Build, type DrinkFacts, type Topping } from '../../../lib/contract';
import { toastError, toastSuccess } from '../../../components/ui/toast';
import { favoriteWrites } from '../../../sync/cached-resources';
import { buildForToday, drinkBack, toppingSoldOut, type StoreToday } from '../store-today';
import { builderTexts } from '../texts';
import { BuildFactsPanel } from './build-facts-panel';
import { CashierView } from './cashier-view';
import { OptionGroup } from './option-group';
import { ToppingChoices } from './topping-choices';
import './drink-builder.css';

interface DrinkBuilderProps {
  drink: { _id: string; name: string; facts: DrinkFacts | null };
  toppings: readonly Topping[];
  /** A saved build being edited ('My drinks'), with its id and name. */
  saved?: { id: string; label: string; build: Build } | null;
  /** What the visitor's 'My store' has run out of today: sold-out toppings are left out, a sold-out drink says so. */
  today?: StoreToday | null;
}

/**
 * The drink as a builder: size, hot or iced, sugar, ice and toppings, with
 * the build's calories, sugar, caffeine and allergens changing as the visitor
 * chooses (one pure function, shared with the Worker). No cart: a build is
 * saved on the device or shown to the cashier.
 */
export function DrinkBuilder({ drink, toppings, saved, today }: DrinkBuilderProps) {
  if (!drink.facts) return <p className="build-facts__soon">{builderTexts.comingSoon}</p>;
  return <Builder key={drink._id + (saved?.id ?? '')} drink={drink} facts={drink.facts} toppings={toppings} saved={saved ?? null} today={today ?? null} />;
}

function Builder({
  drink,
  facts,
  toppings,
  saved,
  today,
}: {
  drink: DrinkBuilderProps['drink'];
  facts: DrinkFacts;
  toppings: readonly Topping[];
  saved: DrinkBuilderProps['saved'];
  today: DrinkBuilderProps['today'];
}) {
  const [build, setBuild] = useState<Build>(() => (saved ? normalizeBuild(facts, saved.build) : defaultBuild(facts)));
  const [label, setLabel] = useState(saved?.label ?? '');
  const [savedId, setSavedId] = useState(saved?.id);
  const [cashier, setCashier] = useState(false);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const takes = useMemo(() => facts.toppingIds.map((t) => toppings.find((x) => x._id === t)).filter((t): t is Topping => !!t), [facts, toppings]);
  const offered = useMemo(() => (today ? takes.filter((t) => !toppingSoldOut(today, t._id)) : takes), [takes, today]);
  // Chosen (or saved) but sold out at My store: left out of the drink shown and told, never kept silently.
  const chosenOut = takes.filter((t) => build.toppingIds.includes(t._id) && toppingSoldOut(today, t._id));
  const notOffered = takes.filter((t) => !offered.includes(t) && !chosenOut.includes(t));
  const made = useMemo(() => buildForToday(build, today), [build, today]);
  const numbers = useMemo(() => buildFacts(facts, toppings, made), [facts, toppings, made]);
  const drinkOut = drinkBack(today, drink._id);
  // The same functions and option lists on every render: a choice draws again only its own group and the numbers (option-group.tsx).
  const choose = useCallback(
    (change: Partial<Build>) =>
      setBuild((b) => {
        const next = normalizeBuild(facts, { ...b, ...change });
        // The toppings kept as they were when unchanged: their list (pictures and all) is then not drawn again.
        const same = next.toppingIds.length === b.toppingIds.length && next.toppingIds.every((t, i) => t === b.toppingIds[i]);
        return same ? { ...next, toppingIds: b.toppingIds } : next;
      }),
    [facts],
  );
  const on = useMemo(
    () => ({
      size: (size: string) => choose({ size }),
      temperature: (temperature: Build['temperature']) => choose({ temperature, ice: temperature === 'cold' ? 'regular' : null }),
      sugar: (sugar: number) => choose({ sugar }),
      ice: (ice: NonNullable<Build['ice']>) => choose({ ice }),
      toppingIds: (toppingIds: string[]) => choose({ toppingIds }),
    }),
    [choose],
  );
  const options = useMemo(
    () => ({
      size: facts.sizes.map((s) => ({ value: s.name, label: s.name, hint: builderTexts.ounces(s.ounces) })),
      temperature: temperaturesOf(facts).map((t) => ({ value: t, label: builderTexts.temperatures[t] })),
      sugar: facts.sugarLevels.map((p) => ({ value: p, label: `${p}%` })),
      ice: facts.iceLevels.map((i) => ({ value: i, label: builderTexts.iceLevels[i] })),
    }),
    [facts],
  );

  const save = async () => {
    setSaving(true);
    try {
      const sync = await favoriteWrites();
      const favorite = await sync.saveFavorite(drink, build, label, savedId);
      toastSuccess(savedId ? builderTexts.updated : builderTexts.saved);
      setSavedId(favorite.id);
    } catch {
      toastError(builderTexts.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="drink-builder">
      <h3 className="drink-builder__heading">{builderTexts.heading}</h3>
      {today && drinkOut && (
        <p className="drink-builder__store-note" role="status">
          {builderTexts.drinkSoldOut(today.name, drinkOut)}
        </p>
      )}
      <div className="drink-builder__layout">
        <div className="drink-builder__options">
          <OptionGroup legend={builderTexts.size} name={`${id}-size`} value={build.size} onChange={on.size} options={options.size} />
          <OptionGroup legend={builderTexts.temperature} name={`${id}-temp`} value={build.temperature} onChange={on.temperature} options={options.temperature} />
          <OptionGroup legend={builderTexts.sugar} name={`${id}-sugar`} value={build.sugar} onChange={on.sugar} options={options.sugar} />
          {build.temperature === 'cold' && <OptionGroup legend={builderTexts.ice} name={`${id}-ice`} value={build.ice ?? 'regular'} onChange={on.ice} options={options.ice} />}
          <ToppingChoices offered={offered} chosen={build.toppingIds} onChange={on.toppingIds} />
          {today && chosenOut.length > 0 && (
            <p className="drink-builder__store-note" role="status">
              {builderTexts.chosenSoldOut(today.name, names(chosenOut), !!savedId)}
            </p>
          )}
          {today && notOffered.length > 0 && <p className="drink-builder__store-note">{builderTexts.toppingsLeftOut(today.name, names(notOffered))}</p>}
        </div>
        <div className="drink-builder__summary">
          <BuildFactsPanel facts={numbers} />
          <div className="drink-builder__save">
            <label htmlFor={`${id}-label`}>{builderTexts.nameLabel}</label>
            <input id={`${id}-label`} className="input" value={label} maxLength={40} placeholder={builderTexts.namePlaceholder} onChange={(e) => setLabel(e.target.value)} />
            <div className="drink-builder__actions">
              <button type="button" className="button button--primary" onClick={() => void save()} disabled={saving} aria-busy={saving}>
                {savedId ? builderTexts.update : builderTexts.save}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setCashier(true)}>
                {builderTexts.showCashier}
              </button>
            </div>
          </div>
        </div>
      </div>
      {/* On phones the choices are long: the numbers stay in sight at the foot of the sheet (the panel above says them to screen readers). */}
      <p className="build-facts-bar" aria-hidden="true">
        <span>
          <strong>{numbers.calories}</strong> Cal
        </span>
        <span>
          <strong>{numbers.sugarG}</strong> g sugar
        </span>
        <span>
          <strong>{numbers.caffeineMg}</strong> mg caffeine
        </span>
      </p>
      <CashierView
        open={cashier}
        onClose={() => setCashier(false)}
        drinkName={drink.name}
        label={label}
        build={made}
        facts={facts}
        toppings={toppings}
        calories={numbers.calories}
      />
    </div>
  );
}

const names = (toppings: readonly Topping[]) => toppings.map((t) => t.name).join(', ');
