import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EditPanelForm, FormPanel } from '../../../components/ui/edit-panel';
import { useOnline } from '../../../components/outbox/use-online';
import { EditConflictChoice } from '../../../components/ui/edit-conflict';
import { FieldErrors } from '../../../components/ui/field-errors';
import { ImagePicker } from '../../../components/ui/image-picker';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import type { Drink } from '../../../lib/contract';
import { staffOfflineTexts } from '../../../sync/staff/staff-texts';
import { useAddDrink } from '../api/add-drink';
import type { SeriesOption } from '../api/get-series-options';
import { useUpdateDrink } from '../api/update-drink';
import { drinkTexts } from '../texts';
import { DrinkFields, useDrinkFields, type DrinkFieldValues } from './drink-fields';

/** What the panel is open for: a new drink, or the drink being edited. */
export type DrinkEditing = { drink: null; key: number } | { drink: Drink; key: string };

interface DrinkPanelProps {
  editing: DrinkEditing | null;
  seriesOptions: readonly SeriesOption[];
  /** A series to start a new drink in: the one the list is filtered to. */
  defaultSeriesId: string;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Add New Drink' and 'Update Drink' (SPEC §2.15) in the side panel; a new picture can replace the drink's. */
export function DrinkPanel({ editing, seriesOptions, defaultSeriesId, onClose, onSaved }: DrinkPanelProps) {
  const drink = editing?.drink ?? null;
  return (
    <FormPanel formKey={editing?.key ?? null} title={drink ? drinkTexts.updateHeading : drinkTexts.addHeading} onClose={onClose} onSaved={onSaved}>
      {(panel) => <DrinkForm drink={drink} seriesOptions={seriesOptions} defaultSeriesId={defaultSeriesId} onDirty={panel.onDirty} onSaved={panel.saved} />}
    </FormPanel>
  );
}

interface DrinkFormProps {
  drink: Drink | null;
  seriesOptions: readonly SeriesOption[];
  defaultSeriesId: string;
  onDirty: (dirty: boolean) => void;
  onSaved: () => void;
}

function DrinkForm({ drink, seriesOptions, defaultSeriesId, onDirty, onSaved }: DrinkFormProps) {
  const initial: DrinkFieldValues = drink
    ? { name: drink.name, seriesId: drink.seriesId, description: drink.description }
    : { name: '', seriesId: seriesOptions.some((s) => s._id === defaultSeriesId) ? defaultSeriesId : '', description: '' };
  const form = useDrinkFields(initial);
  const { values, setValues, setErrors } = form;
  const [image, setImage] = useState<File | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const imageRef = useRef<HTMLInputElement>(null);
  const add = useAddDrink(onSaved);
  // The version this form's save names: the drink's, or the other device's once the person has seen it.
  const [baseVersion, setBaseVersion] = useState(drink?.version);
  // An edit of this drink that met a newer version in the background: the panel opens with what was typed then.
  const update = useUpdateDrink(
    onSaved,
    drink
      ? {
          target: drink._id,
          onKept: (kept) => {
            setValues((shown) => ({ name: kept.name, seriesId: kept.seriesId ?? shown.seriesId, description: kept.description ?? shown.description }));
            setBaseVersion(kept.version);
          },
        }
      : undefined,
  );
  const conflict = drink ? update.conflict : null;
  const theirs = conflict && (conflict.current as Drink);
  const pending = drink ? update.pending : add.pending;
  const online = useOnline();
  const fieldErrors = drink ? update.fieldErrors : add.fieldErrors;

  const dirty = image !== null || (Object.keys(initial) as (keyof DrinkFieldValues)[]).some((field) => values[field] !== initial[field]);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  function set(field: keyof DrinkFieldValues, value: string) {
    setValues((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setNote(null);
  }

  const seriesName = (id: string) => seriesOptions.find((o) => o._id === id)?.name ?? '';

  async function onSubmit() {
    const found = form.check(image, !drink);
    if (found.name || found.seriesId) return;
    if (found.image) return imageRef.current?.focus();
    // A picture travels only with a connection; the panel keeps everything until then.
    if ((!drink || image) && !navigator.onLine) {
      return setNote(staffOfflineTexts.needsConnection(drink ? drinkTexts.pictureNeedsConnection : drinkTexts.addNeedsConnection));
    }
    setNote(null);
    if (drink) await update.save(drink, values, image, baseVersion);
    else if (image) await add.run({ ...values, image });
  }

  return (
    <EditPanelForm onSubmit={onSubmit} note={note} submit={<SubmitButton pending={pending}>{drink ? drinkTexts.updateButton : drinkTexts.addButton}</SubmitButton>}>
      {!online && <p className="form-note">{drink ? staffOfflineTexts.pictureNeedsNetwork(drinkTexts.newPicture) : staffOfflineTexts.uploadNeedsNetwork(drinkTexts.addOffline)}</p>}
      {conflict && theirs && drink && (
        <EditConflictChoice
          conflict={conflict}
          fields={[
            { key: 'name', label: drinkTexts.nameLabel },
            { key: 'seriesId', label: drinkTexts.seriesLabel },
            { key: 'description', label: drinkTexts.descriptionLabel },
          ]}
          mine={{ ...values, seriesId: seriesName(values.seriesId) }}
          theirs={{ name: theirs.name, description: theirs.description, seriesId: seriesName(theirs.seriesId) }}
          pending={pending}
          onUseTheirs={(field) => {
            const key = field as keyof DrinkFieldValues;
            set(key, theirs[key]);
            setBaseVersion(theirs.version);
          }}
          onKeepMine={() => void update.save(drink, values, image, theirs.version)}
          onTakeTheirs={() => void update.clearConflict().then(onSaved)}
        />
      )}
      <FieldErrors errors={fieldErrors}>
        <DrinkFields
          form={form}
          seriesOptions={seriesOptions}
          descriptionRows={5}
          onChange={set}
          seriesNote={
            seriesOptions.length === 0 && (
              <p className="form-note">
                {drinkTexts.noSeries} <Link to={`${paths.dashboard.series}/`}>{drinkTexts.addSeriesLink}</Link>
              </p>
            )
          }
        />
        <ImagePicker
          label={drink ? drinkTexts.pictureLabelUpdate : drinkTexts.pictureLabel}
          file={image}
          currentUrl={drink?.image ?? null}
          inputRef={imageRef}
          error={form.errors.image}
          onChange={(file) => {
            setImage(file);
            setErrors((e) => ({ ...e, image: undefined }));
            setNote(null);
          }}
        />
      </FieldErrors>
    </EditPanelForm>
  );
}
