import { useSearchParams } from 'react-router';
import { DRINK_TO_EDIT_PARAM } from '../../../config/paths';

/**
 * The drink whose panel the address opens (`?edit=<drinkId>`, paths.editDrink):
 * the outbox's list links there for an edit that waits for the owner's choice.
 * Closing the panel takes it off the address, so back and reload do not open it again.
 */
export function useDrinkToEdit() {
  const [params, setParams] = useSearchParams();
  const drinkId = params.get(DRINK_TO_EDIT_PARAM);
  const done = () => {
    if (drinkId === null) return;
    setParams(
      (now) => {
        now.delete(DRINK_TO_EDIT_PARAM);
        return now;
      },
      { replace: true },
    );
  };
  return { drinkId, done };
}
