import { useEffect, useState } from 'react';
import { EditConflictChoice } from '../../../components/ui/edit-conflict';
import { EditPanelForm, FormPanel } from '../../../components/ui/edit-panel';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ALLERGEN_NAMES, ALLERGENS, ICE_LEVELS, SUGAR_LEVELS, type Drink, type DrinkFactsInput, type Served } from '../../../lib/contract';
import { useSaveDrinkFacts } from '../api/save-drink-facts';
import type { AsyncData } from '../../../components/ui/use-async-data';
import type { Topping } from '../../../lib/contract';
import { compareLines, FACTS_COMPARED, factsDraft, withTheirs, type ComparedPart } from '../facts-compared';
import { drinkTexts as t } from '../texts';
import { checkFacts, sizeDraft, type FactsDraft, type FactsErrors, type SizeDraft } from '../validate-facts';
import './drink-facts-form.css';

const STANDARD: FactsDraft = {
  sizes: [
    { ...sizeDraft(), name: 'Medium', ounces: '16' },
    { ...sizeDraft(), name: 'Large', ounces: '24' },
  ],
  served: 'both',
  sugarLevels: [...SUGAR_LEVELS],
  iceLevels: [...ICE_LEVELS],
  allergens: [],
  dairyFreeOption: false,
  vegan: false,
  toppingIds: [],
};

const draftOf = (facts: DrinkFactsInput | null): FactsDraft => factsDraft(facts) ?? STANDARD;
const toggled = <T,>(list: readonly T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

interface DrinkFactsPanelProps {
  drink: Drink | null;
  /** Head office's toppings, loaded with the screen so the panel has them offline too (useToppingOptions). */
  toppings: AsyncData<Topping[]>;
  onClose: () => void;
  onSaved: () => void;
}

/** The side panel of a drink's nutrition and options, opened from its row. */
export function DrinkFactsPanel({ drink, toppings, onClose, onSaved }: DrinkFactsPanelProps) {
  return (
    <FormPanel formKey={drink?._id ?? null} title={drink ? t.factsTitle(drink.name) : ''} onClose={onClose} onSaved={onSaved}>
      {(panel) => drink && <DrinkFactsForm drink={drink} toppings={toppings} onDirty={panel.onDirty} onSaved={panel.saved} />}
    </FormPanel>
  );
}

interface DrinkFactsFormProps {
  drink: Drink;
  toppings: AsyncData<Topping[]>;
  onDirty: (dirty: boolean) => void;
  onSaved: () => void;
}

/**
 * A drink's facts in the dashboard: sizes with their nutrition at the
 * standard recipe, how it is served, sugar and ice levels, allergens, marks
 * and toppings. Saved on their own (PUT …/facts), each problem under its field.
 */
function DrinkFactsForm({ drink, toppings, onDirty, onSaved }: DrinkFactsFormProps) {
  const [draft, setDraft] = useState<FactsDraft>(() => draftOf(drink.facts));
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<FactsErrors>({});
  // The facts version this form's save names: the drink's, or the other device's once the person has seen it.
  const [baseVersion, setBaseVersion] = useState(drink.factsVersion);
  // Facts of this drink that met a newer version in the background: the panel opens with what was typed then.
  const save = useSaveDrinkFacts(onSaved, {
    target: drink._id,
    onKept: (kept) => {
      setDraft(draftOf(kept.facts));
      setTouched(true);
      setBaseVersion(kept.version === undefined ? undefined : Number(kept.version));
    },
  });
  useEffect(() => onDirty(touched), [touched, onDirty]);
  const shown: FactsErrors = { ...errors, ...(save.fieldErrors as FactsErrors) };
  const theirs = save.conflict && (save.conflict.current as Drink);
  const toppingName = (id: string) => toppings.data?.find((top) => top._id === id)?.name ?? id;

  const change = (next: Partial<FactsDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setErrors({});
    setTouched(true);
  };
  const setSize = (i: number, field: keyof SizeDraft, value: string) => change({ sizes: draft.sizes.map((s, j) => (j === i ? { ...s, [field]: value } : s)) });

  async function submit(version = baseVersion) {
    const checked = checkFacts(draft);
    if ('errors' in checked) return setErrors(checked.errors);
    await save.run(drink, checked.facts, version);
  }

  const error = (field: keyof FactsErrors) =>
    shown[field] && (
      <p className="field-error" role="alert" id={`facts-${field}-error`}>
        {shown[field]}
      </p>
    );
  const described = (field: keyof FactsErrors) => (shown[field] ? { 'aria-invalid': true as const, 'aria-describedby': `facts-${field}-error` } : {});
  // Our own checks name the size ('Size 2: …'): only that row is marked; a refusal of the whole list marks every row.
  const badRow = Number(/^Size (\d+):/.exec(shown.sizes ?? '')?.[1] ?? 0);

  return (
    <EditPanelForm onSubmit={() => submit()} submit={<SubmitButton pending={save.pending}>{t.saveFacts}</SubmitButton>}>
      {save.conflict && theirs && (
        <EditConflictChoice
          conflict={save.conflict}
          fields={FACTS_COMPARED}
          mine={compareLines(draft, toppingName)}
          theirs={compareLines(factsDraft(theirs.facts), toppingName)}
          pending={save.pending}
          onUseTheirs={(part) => {
            // Facts the other device took off have no part to copy: "Take theirs" is the way to that.
            const other = factsDraft(theirs.facts);
            if (other) change(withTheirs(draft, other, part as ComparedPart));
            setBaseVersion(theirs.factsVersion);
          }}
          onKeepMine={() => void submit(theirs.factsVersion)}
          onTakeTheirs={() => void save.clearConflict().then(onSaved)}
        />
      )}
      <div className="drink-facts-form">
        {!drink.facts && <p className="drink-facts-form__none">{t.factsNone}</p>}
        <p className="field-hint">{t.factsHint}</p>
        <fieldset>
          <legend>{t.sizes}</legend>
          <div className="drink-facts-form__scroll">
            <table className="drink-facts-form__sizes">
              <thead>
                <tr>
                  {t.sizeColumns.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                  <th>
                    <span className="visually-hidden">{t.removeSize}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {draft.sizes.map((s, i) => (
                  <tr key={i}>
                    {(['name', 'ounces', 'calories', 'sugarG', 'addedSugarG', 'caffeineMg'] as const).map((field, k) => (
                      <td key={field}>
                        <input
                          className="input"
                          aria-label={`${t.sizeColumns[k]}, size ${i + 1}`}
                          inputMode={field === 'name' ? 'text' : field === 'sugarG' || field === 'addedSugarG' ? 'decimal' : 'numeric'}
                          value={s[field]}
                          onChange={(e) => setSize(i, field, e.target.value)}
                          {...(!badRow || badRow === i + 1 ? described('sizes') : {})}
                        />
                      </td>
                    ))}
                    <td>
                      <button
                        type="button"
                        className="button button--small button--secondary"
                        onClick={() => change({ sizes: draft.sizes.filter((_, j) => j !== i) })}
                        aria-label={`${t.removeSize} ${i + 1}`}
                      >
                        ×
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {draft.sizes.length < 4 && (
            <button type="button" className="button button--small button--secondary" onClick={() => change({ sizes: [...draft.sizes, sizeDraft()] })}>
              {t.addSize}
            </button>
          )}
          {error('sizes')}
        </fieldset>
        <fieldset>
          <legend>{t.served}</legend>
          {(['cold', 'hot', 'both'] as Served[]).map((v) => (
            <label key={v} className="drink-facts-form__check">
              <input
                type="radio"
                name="served"
                checked={draft.served === v}
                onChange={() => change({ served: v, iceLevels: v === 'hot' ? [] : draft.iceLevels.length ? draft.iceLevels : [...ICE_LEVELS] })}
              />
              {t.servedOptions[v]}
            </label>
          ))}
        </fieldset>
        <fieldset {...described('sugarLevels')}>
          <legend>{t.sugarLevels}</legend>
          {SUGAR_LEVELS.map((p) => (
            <label key={p} className="drink-facts-form__check">
              <input type="checkbox" checked={draft.sugarLevels.includes(p)} onChange={() => change({ sugarLevels: toggled(draft.sugarLevels, p) })} />
              {p}%
            </label>
          ))}
          {error('sugarLevels')}
        </fieldset>
        {draft.served !== 'hot' && (
          <fieldset {...described('iceLevels')}>
            <legend>{t.iceLevels}</legend>
            {ICE_LEVELS.map((i) => (
              <label key={i} className="drink-facts-form__check">
                <input type="checkbox" checked={draft.iceLevels.includes(i)} onChange={() => change({ iceLevels: toggled(draft.iceLevels, i) })} />
                {t.iceOptions[i]}
              </label>
            ))}
            {error('iceLevels')}
          </fieldset>
        )}
        <fieldset>
          <legend>{t.allergens}</legend>
          {ALLERGENS.map((a) => (
            <label key={a} className="drink-facts-form__check">
              <input type="checkbox" checked={draft.allergens.includes(a)} onChange={() => change({ allergens: toggled(draft.allergens, a) })} />
              {ALLERGEN_NAMES[a]}
            </label>
          ))}
          {error('allergens')}
        </fieldset>
        <fieldset>
          <legend>{t.marks}</legend>
          <label className="drink-facts-form__check">
            <input type="checkbox" checked={draft.dairyFreeOption} onChange={() => change({ dairyFreeOption: !draft.dairyFreeOption })} />
            {t.dairyFreeOption}
          </label>
          <label className="drink-facts-form__check">
            <input type="checkbox" checked={draft.vegan} onChange={() => change({ vegan: !draft.vegan })} {...described('vegan')} />
            {t.vegan}
          </label>
          <p className="field-hint">{t.caffeineFreeHint}</p>
          {error('vegan')}
        </fieldset>
        <fieldset>
          <legend>{t.toppings}</legend>
          {toppings.data?.length ? (
            toppings.data.map((top) => (
              <label key={top._id} className="drink-facts-form__check">
                <input type="checkbox" checked={draft.toppingIds.includes(top._id)} onChange={() => change({ toppingIds: toggled(draft.toppingIds, top._id) })} />
                {top.name} <small>({top.calories} Cal)</small>
              </label>
            ))
          ) : (
            <p className="field-hint">{toppings.loading ? t.toppingsLoading : (toppings.error ?? t.noToppings)}</p>
          )}
          {error('toppingIds')}
        </fieldset>
      </div>
    </EditPanelForm>
  );
}
