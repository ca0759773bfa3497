import { useEffect, useId, useRef, useState } from 'react';
import { useOnline } from '../../../components/outbox/use-online';
import { EditConflictChoice } from '../../../components/ui/edit-conflict';
import { EditPanelForm, FormPanel } from '../../../components/ui/edit-panel';
import { FieldErrors, focusFirstRefused, useFieldError } from '../../../components/ui/field-errors';
import { ImagePicker } from '../../../components/ui/image-picker';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Field } from '../../../components/ui/text-field';
import { ALLERGEN_NAMES, ALLERGENS, type Allergen, type Topping } from '../../../lib/contract';
import { staffOfflineTexts } from '../../../sync/staff/staff-texts';
import { useAddTopping } from '../api/add-topping';
import { toppingOf } from '../api/topping-form';
import { useUpdateTopping } from '../api/update-topping';
import { toppingTexts as t } from '../texts';
import { checkTopping, type ToppingDraft, type ToppingErrors } from '../validate-topping';
import './topping-panel.css';

/** What the panel is open for: a new topping, or the one being edited. */
export type ToppingEditing = { topping: null; key: number } | { topping: Topping; key: string };

/** 'Add New Topping' and 'Update Topping' in the side panel; an edit without a new picture is kept offline. */
export function ToppingPanel({ editing, onClose, onSaved }: { editing: ToppingEditing | null; onClose: () => void; onSaved: () => void }) {
  const topping = editing?.topping ?? null;
  return (
    <FormPanel formKey={editing?.key ?? null} title={topping ? t.updateHeading : t.addHeading} onClose={onClose} onSaved={onSaved}>
      {(panel) => <ToppingForm topping={topping} onDirty={panel.onDirty} onSaved={panel.saved} />}
    </FormPanel>
  );
}

const draftOf = (topping: Topping | null): ToppingDraft =>
  topping
    ? { ...topping, calories: String(topping.calories), sugarG: String(topping.sugarG), caffeineMg: String(topping.caffeineMg), image: null }
    : { name: '', calories: '', sugarG: '', caffeineMg: '', allergens: [], vegan: false, image: null };

/** A topping's fields in words, as the conflict choice compares and shows them. */
const wordsOf = (topping: Pick<Topping, 'name' | 'allergens' | 'vegan'> & Record<'calories' | 'sugarG' | 'caffeineMg', string | number>): Record<string, string> => ({
  name: topping.name,
  calories: String(topping.calories),
  sugarG: String(topping.sugarG),
  caffeineMg: String(topping.caffeineMg),
  allergens: topping.allergens.map((a) => ALLERGEN_NAMES[a]).join(', ') || t.noAllergens,
  vegan: topping.vegan ? t.yes : t.no,
});

const CONFLICT_FIELDS = [
  { key: 'name', label: t.nameLabel },
  { key: 'calories', label: t.caloriesLabel },
  { key: 'sugarG', label: t.sugarLabel },
  { key: 'caffeineMg', label: t.caffeineLabel },
  { key: 'allergens', label: t.allergensLabel },
  { key: 'vegan', label: t.veganLabel },
] as const;

const NUMBERS = [
  ['calories', t.caloriesLabel, 'numeric', undefined],
  ['sugarG', t.sugarLabel, 'decimal', undefined],
  ['caffeineMg', t.caffeineLabel, 'numeric', t.caffeineHint],
] as const;

interface ToppingFormProps {
  /** null for a new topping. */
  topping: Topping | null;
  onDirty: (dirty: boolean) => void;
  onSaved: () => void;
}

/**
 * A topping as head office keeps it: name, picture, what a serving holds,
 * its allergens (in words) and whether it is vegan. Every mistake shows under
 * its field, ours before sending and the server's after; a refused or failed
 * save keeps everything typed. Offline, an edit without a new picture is kept
 * on the device; a picture (and so a new topping) waits for the connection,
 * as the note at the top says before anything is typed. An edit that meets a
 * newer version from another device shows both and lets head office choose.
 */
export function ToppingForm({ topping, onDirty, onSaved }: ToppingFormProps) {
  const id = useId();
  const initial = useRef(draftOf(topping)).current;
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<ToppingErrors>({});
  const [note, setNote] = useState<string | null>(null);
  const imageRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const online = useOnline();
  const add = useAddTopping(onSaved);
  // The version this form's save names: the topping's, or the other device's once head office has seen it.
  const [baseVersion, setBaseVersion] = useState(topping?.version);
  // An edit of this topping that met a newer version in the background: the panel opens with what was typed then.
  const update = useUpdateTopping(
    onSaved,
    topping
      ? {
          target: topping._id,
          onKept: (kept) => {
            const typed = toppingOf(topping, kept);
            setDraft(draftOf(typed));
            setBaseVersion(typed.version);
          },
        }
      : undefined,
  );
  const theirs = topping && update.conflict ? (update.conflict.current as Topping) : null;
  const dirty =
    draft.image !== null ||
    draft.vegan !== initial.vegan ||
    draft.allergens.join() !== initial.allergens.join() ||
    (['name', 'calories', 'sugarG', 'caffeineMg'] as const).some((k) => draft[k] !== initial[k]);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const change = (next: Partial<ToppingDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setErrors((e) => {
      const left = { ...e };
      for (const key of Object.keys(next)) delete left[key as keyof ToppingErrors];
      return left;
    });
    setNote(null);
  };

  async function onSubmit(form: HTMLFormElement, version = baseVersion) {
    formRef.current = form;
    const checked = checkTopping(draft, !topping);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return focusFirstRefused(form);
    }
    setErrors({});
    // A picture travels only with a connection; the panel keeps everything until then.
    if ((!topping || draft.image) && !navigator.onLine) return setNote(staffOfflineTexts.needsConnection(topping ? t.pictureNeedsConnection : t.addNeedsConnection));
    setNote(null);
    if (topping) await update.save(topping, checked.values, draft.image, version);
    else if (draft.image) await add.run(checked.values, draft.image);
  }

  /** "Use theirs" for one field: the other device's value goes into the form, and the save builds on their version. */
  function useTheirs(key: string) {
    if (!theirs) return;
    if (key === 'allergens') change({ allergens: theirs.allergens, vegan: draft.vegan });
    else if (key === 'vegan') change({ vegan: theirs.vegan });
    else if (key === 'name') change({ name: theirs.name });
    else if (key === 'calories' || key === 'sugarG' || key === 'caffeineMg') change({ [key]: String(theirs[key]) });
    setBaseVersion(theirs.version);
  }

  return (
    <EditPanelForm
      onSubmit={(event) => void onSubmit(event.currentTarget)}
      note={note}
      submit={<SubmitButton pending={topping ? update.pending : add.pending}>{topping ? t.updateButton : t.addButton}</SubmitButton>}
    >
      {!online && <p className="form-note">{topping ? staffOfflineTexts.pictureNeedsNetwork(t.newPicture) : staffOfflineTexts.uploadNeedsNetwork(t.addOffline)}</p>}
      {theirs && update.conflict && (
        <EditConflictChoice
          conflict={update.conflict}
          fields={CONFLICT_FIELDS}
          mine={wordsOf(draft)}
          theirs={wordsOf(theirs)}
          pending={update.pending}
          onUseTheirs={useTheirs}
          onKeepMine={() => formRef.current && void onSubmit(formRef.current, theirs.version)}
          onTakeTheirs={() => void update.clearConflict().then(onSaved)}
        />
      )}
      <FieldErrors errors={topping ? update.fieldErrors : add.fieldErrors}>
        <Field id={`${id}-name`} label={t.nameLabel} name="name" error={errors.name}>
          {(control) => <input {...control} name="name" value={draft.name} maxLength={60} autoComplete="off" onChange={(e) => change({ name: e.target.value })} />}
        </Field>
        <ImagePicker
          label={topping ? t.pictureLabelUpdate : t.pictureLabel}
          file={draft.image}
          currentUrl={topping?.image ?? null}
          inputRef={imageRef}
          error={errors.image}
          onChange={(image) => change({ image })}
        />
        <div className="topping-form__numbers">
          {NUMBERS.map(([field, label, inputMode, hint]) => (
            <Field key={field} id={`${id}-${field}`} label={label} hint={hint} name={field} error={errors[field]}>
              {(control) => <input {...control} name={field} inputMode={inputMode} autoComplete="off" value={draft[field]} onChange={(e) => change({ [field]: e.target.value })} />}
            </Field>
          ))}
        </div>
        <fieldset className="topping-form__set">
          <legend>{t.allergensLabel}</legend>
          {ALLERGENS.map((a) => (
            <label key={a} className="topping-form__check">
              <input
                type="checkbox"
                name="allergens"
                value={a}
                checked={draft.allergens.includes(a)}
                // The vegan mark is checked against the allergens: its message goes with them.
                onChange={() => change({ allergens: toggled(draft.allergens, a), vegan: draft.vegan })}
              />
              {ALLERGEN_NAMES[a]}
            </label>
          ))}
          <ServerError name="allergens" />
        </fieldset>
        <VeganCheck checked={draft.vegan} error={errors.vegan} hintId={`${id}-vegan-hint`} onChange={(vegan) => change({ vegan })} />
      </FieldErrors>
    </EditPanelForm>
  );
}

const toggled = (list: readonly Allergen[], value: Allergen) => (list.includes(value) ? list.filter((v) => v !== value) : ALLERGENS.filter((a) => a === value || list.includes(a)));

/** A refusal the server named for a group of checkboxes (a Field shows its own). */
function ServerError({ name }: { name: string }) {
  const error = useFieldError(name);
  return error ? (
    <p className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** The vegan mark with its hint, and why it is refused (ours or the server's) under it. */
function VeganCheck({ checked, error: ownError, hintId, onChange }: { checked: boolean; error?: string; hintId: string; onChange: (vegan: boolean) => void }) {
  const serverError = useFieldError('vegan');
  const error = ownError || serverError;
  const errorId = `${hintId}-error`;
  return (
    <>
      <label className="topping-form__check">
        <input
          type="checkbox"
          name="vegan"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}
          onChange={(e) => onChange(e.target.checked)}
        />
        {t.veganLabel}
      </label>
      <p id={hintId} className="field-hint">
        {t.veganHint}
      </p>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
