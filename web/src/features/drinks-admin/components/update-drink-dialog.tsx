import type { FormEvent } from 'react';
import { FieldErrors } from '../../../components/ui/field-errors';
import { Dialog } from '../../../components/ui/dialog';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { Drink } from '../../../lib/contract';
import type { SeriesOption } from '../api/get-series-options';
import { useUpdateDrink } from '../api/update-drink';
import { drinkTexts } from '../texts';
import { DrinkFields, useDrinkFields } from './drink-fields';

interface UpdateDrinkDialogProps {
  /** The drink being edited; null keeps the modal closed. */
  drink: Drink | null;
  seriesOptions: readonly SeriesOption[];
  onClose: () => void;
  onUpdated: () => void;
}

/** 'Update Drink' (SPEC §2.15): name, series and description; the picture stays. */
export function UpdateDrinkDialog({ drink, seriesOptions, onClose, onUpdated }: UpdateDrinkDialogProps) {
  return (
    <Dialog open={drink !== null} title={drinkTexts.updateHeading} onClose={onClose}>
      {drink && <UpdateDrinkForm key={drink._id} drink={drink} seriesOptions={seriesOptions} onUpdated={onUpdated} />}
    </Dialog>
  );
}

function UpdateDrinkForm({ drink, seriesOptions, onUpdated }: { drink: Drink; seriesOptions: readonly SeriesOption[]; onUpdated: () => void }) {
  const form = useDrinkFields({ name: drink.name, seriesId: drink.seriesId, description: drink.description });
  const { run, pending, fieldErrors } = useUpdateDrink(onUpdated);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = form.check(null, false);
    if (found.name || found.seriesId) return;
    await run(drink._id, form.values);
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FieldErrors errors={fieldErrors}>
        <DrinkFields form={form} seriesOptions={seriesOptions} descriptionRows={5} onChange={(field, value) => form.setValues((f) => ({ ...f, [field]: value }))} />
        <div className="dialog__actions">
          <SubmitButton pending={pending}>{drinkTexts.updateButton}</SubmitButton>
        </div>
      </FieldErrors>
    </form>
  );
}
