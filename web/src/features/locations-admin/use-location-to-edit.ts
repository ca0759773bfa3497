import { useSearchParams } from 'react-router';
import { LOCATION_TO_EDIT_PARAM } from '../../config/paths';

/**
 * The store whose panel the address opens (`?edit=<locationId>`,
 * paths.editLocation): the outbox's list links there for an edit that waits
 * for a choice. Closing the panel takes it off the address, so back and
 * reload do not open it again.
 */
export function useLocationToEdit() {
  const [params, setParams] = useSearchParams();
  const locationId = params.get(LOCATION_TO_EDIT_PARAM);
  const done = () => {
    if (locationId === null) return;
    setParams(
      (now) => {
        now.delete(LOCATION_TO_EDIT_PARAM);
        return now;
      },
      { replace: true },
    );
  };
  return { locationId, done };
}
