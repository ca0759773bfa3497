import { useQueuedEdit, type KeptEditOf } from '../../../components/ui/use-queued-edit';
import type { Drink, DrinkFactsInput } from '../../../lib/contract';
import { supersedeWaiting } from '../../../sync/supersede-waiting';
import { drinkTexts } from '../texts';

/**
 * Saves a drink's facts (PUT /user/menu/drink/:drinkId/facts: the whole
 * facts, or null to take them off) through the outbox, like a text edit of
 * the drink: sent at once online, kept on the device and sent when the
 * connection returns when not. Answers whether the panel may close. It names
 * the facts' version it was made from (`version`: the drink's `factsVersion`,
 * or the other device's once the person has seen it), so facts another device
 * saved meanwhile come back as `conflict`, never silently replaced. `kept`:
 * the drink, so facts the outbox kept after a conflict met in the background
 * open with the choice (useQueuedEdit).
 */
export function useSaveDrinkFacts(onSaved: () => void, kept?: Omit<KeptEditOf<'drink-facts'>, 'kind'>) {
  const queued = useQueuedEdit(
    { sent: drinkTexts.factsSaved, savedOnDevice: drinkTexts.savedOnDevice, notSaved: drinkTexts.notSaved },
    onSaved,
    kept && { kind: 'drink-facts', ...kept },
  );
  const run = async (drink: Drink, facts: DrinkFactsInput | null, version = drink.factsVersion) => {
    await supersedeWaiting('drink-facts', drink._id);
    return queued.send({ kind: 'drink-facts', target: drink._id, payload: { facts, ...(version !== undefined && { version }) }, label: drinkTexts.factsLabel(drink.name) });
  };
  return { run, pending: queued.pending, fieldErrors: queued.fieldErrors, conflict: queued.conflict, clearConflict: queued.clearConflict };
}
