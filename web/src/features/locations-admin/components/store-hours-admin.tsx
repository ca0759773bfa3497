import { useEffect, useState } from 'react';
import { AdminScreen } from '../../../components/ui/admin-screen';
import { EditConflictChoice } from '../../../components/ui/edit-conflict';
import { EditPanelForm, FormPanel } from '../../../components/ui/edit-panel';
import { FieldErrors } from '../../../components/ui/field-errors';
import { SubmitButton } from '../../../components/ui/submit-button';
import { US_TIME_ZONES, type Location } from '../../../lib/contract';
import { useWaitingEdits } from '../../../sync/use-waiting-edits';
import { useOwnStoresAdmin } from '../api/get-own-stores';
import { useUpdateStoreHours } from '../api/update-store-hours';
import { storeHoursConflictFields, storeHoursConflictText } from '../location-conflict';
import type { StoreNowOf } from '../store-now';
import { locationTexts as t } from '../texts';
import { useLocationToEdit } from '../use-location-to-edit';
import { hoursProblem, specialFromWire, specialHoursProblem, timingsToHours } from '../timings';
import { HoursFieldset } from './hours-fieldset';
import { LocationsTable } from './locations-table';
import { SpecialHoursFieldset } from './special-hours-fieldset';

/**
 * A franchise owner's Locations: the stores they run, with today's hours and
 * whether each is open now, and their week and special hours to keep up to
 * date in the side panel. Name, address and the rest stay head office's.
 * An address naming a store (`?edit=<id>`, where the outbox's list sends
 * hours waiting for a choice) opens its panel.
 */
export function StoreHoursAdmin({ storeNow }: { storeNow: StoreNowOf }) {
  const stores = useOwnStoresAdmin();
  const [chosen, setChosen] = useState<Location | null>(null);
  const waiting = useWaitingEdits('store-hours', stores.reload);
  // A store whose hours wait for the network shows them as they will be, marked.
  const shown = (l: Location): Location => {
    const edit = waiting.get(l._id);
    if (!edit) return l;
    const { timings, specialHours } = edit.payload;
    return { ...l, timings, specialHours: specialHours.map((day) => ({ ...day, label: day.label ?? '' })) };
  };
  const toEdit = useLocationToEdit();
  const named = toEdit.locationId === null ? undefined : stores.data?.find((l) => l._id === toEdit.locationId);
  const editing = chosen ?? (named ? shown(named) : null);
  const close = () => {
    toEdit.done();
    setChosen(null);
  };

  return (
    <AdminScreen
      texts={t}
      intro={<p className="form-note">{t.ownIntro}</p>}
      state={stores}
      emptyText={t.ownEmpty}
      list={(list) => (
        <LocationsTable
          locations={list.map(shown)}
          storeNow={storeNow}
          waiting={(l) => waiting.get(l._id)}
          actions={(l) => (
            <button type="button" className="button button--secondary button--small" aria-label={t.editHours(l.name)} onClick={() => setChosen(l)}>
              {t.editHoursShort}
            </button>
          )}
        />
      )}
    >
      <FormPanel
        formKey={editing?._id ?? null}
        title={editing ? t.hoursHeading(editing.name) : ''}
        onClose={close}
        onSaved={() => {
          close();
          stores.reload();
        }}
      >
        {(panel) => editing && <StoreHoursForm store={editing} onDirty={panel.onDirty} onSaved={panel.saved} />}
      </FormPanel>
    </AdminScreen>
  );
}

function StoreHoursForm({ store, onDirty, onSaved }: { store: Location; onDirty: (dirty: boolean) => void; onSaved: () => void }) {
  const [initial] = useState(() => ({ hours: timingsToHours(store.timings), specialHours: specialFromWire(store.specialHours) }));
  const [hours, setHours] = useState(initial.hours);
  const [specialHours, setSpecialHours] = useState(initial.specialHours);
  const [errors, setErrors] = useState<{ hours?: string | null; specialHours?: string | null }>({});
  // The hours' version this form's save names: the store's, or the other device's once the owner has seen it.
  const [baseVersion, setBaseVersion] = useState(store.hoursVersion);
  // Hours of this store that met a newer version in the background: the panel opens with what was typed then.
  const { run, pending, fieldErrors, conflict, clearConflict } = useUpdateStoreHours(onSaved, {
    target: store._id,
    onKept: (kept) => {
      setHours(timingsToHours(kept.timings));
      setSpecialHours(specialFromWire(kept.specialHours.map((day) => ({ ...day, label: day.label ?? '' }))));
      setBaseVersion(kept.hoursVersion === undefined ? undefined : Number(kept.hoursVersion));
    },
  });
  const theirs = conflict && (conflict.current as Location);
  const theirHours = theirs && { hours: timingsToHours(theirs.timings), specialHours: specialFromWire(theirs.specialHours) };
  const dirty = JSON.stringify({ hours, specialHours }) !== JSON.stringify(initial);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const zone = US_TIME_ZONES.find((z) => z.id === store.timeZone)?.label ?? store.timeZone;

  async function submit(version = baseVersion) {
    const found = { hours: hoursProblem(hours), specialHours: specialHoursProblem(specialHours) };
    setErrors(found);
    if (found.hours || found.specialHours) return;
    await run(store, hours, specialHours, version);
  }

  return (
    <EditPanelForm onSubmit={() => void submit()} submit={<SubmitButton pending={pending}>{t.hoursSave}</SubmitButton>}>
      {conflict && theirs && theirHours && (
        <EditConflictChoice
          conflict={conflict}
          fields={storeHoursConflictFields(hours)}
          mine={storeHoursConflictText(hours, specialHours)}
          theirs={storeHoursConflictText(theirHours.hours, theirHours.specialHours)}
          pending={pending}
          onUseTheirs={(key) => {
            if (key === 'specialHours') setSpecialHours(theirHours.specialHours);
            else setHours((week) => week.map((day) => (day.day === key ? (theirHours.hours.find((d) => d.day === key) ?? day) : day)));
            setErrors({});
            setBaseVersion(theirs.hoursVersion);
          }}
          onKeepMine={() => {
            setBaseVersion(theirs.hoursVersion);
            void submit(theirs.hoursVersion);
          }}
          onTakeTheirs={() => void clearConflict().then(onSaved)}
        />
      )}
      <p className="form-note">{t.storeZone(zone)}</p>
      <FieldErrors errors={fieldErrors}>
        <HoursFieldset
          hours={hours}
          onChange={(next) => {
            setHours(next);
            setErrors((e) => ({ ...e, hours: null }));
          }}
          error={errors.hours}
          name="timings"
        />
        <SpecialHoursFieldset
          days={specialHours}
          onChange={(next) => {
            setSpecialHours(next);
            setErrors((e) => ({ ...e, specialHours: null }));
          }}
          error={errors.specialHours}
          name="specialHours"
        />
      </FieldErrors>
    </EditPanelForm>
  );
}
