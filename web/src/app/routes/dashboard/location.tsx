import { PageTitle } from '../../../components/ui/page-title';
import { useCurrentUser } from '../../../features/auth/hooks/use-session';
import { LocationsAdmin } from '../../../features/locations-admin/components/locations-admin';
import { StoreHoursAdmin } from '../../../features/locations-admin/components/store-hours-admin';
import type { StoreNowOf } from '../../../features/locations-admin/store-now';
import { locationTexts } from '../../../features/locations-admin/texts';
import { useMinuteClock } from '../../../features/locations/hooks/use-minute-clock';
import { hoursOn, hoursText, storeStatus } from '../../../features/locations/store-status';
import { storeClock } from '../../../lib/contract';
import './admin-screen.css';

/** Today's hours and open-or-closed by the rules the public store pages use, in the store's own time. */
function useStoreNow(): StoreNowOf {
  const now = useMinuteClock();
  return (store) => {
    const clock = storeClock(now, store.timeZone);
    const { span, special } = hoursOn(store, clock.date, clock.weekday);
    const today = hoursText(span ?? { openTime: null, closingTime: null });
    const status = storeStatus(store, now);
    return { today: special?.label ? `${today} (${special.label})` : today, status: status.text, open: status.state === 'open' || status.state === 'closing-soon' };
  };
}

/** Locations: head office runs every store; a franchise owner keeps the hours of the stores they run. */
export default function LocationScreen() {
  const isAdmin = useCurrentUser()?.role === 'admin';
  const storeNow = useStoreNow();
  return (
    <div className="container admin-screen">
      <PageTitle>{locationTexts.screenTitle}</PageTitle>
      {isAdmin ? <LocationsAdmin storeNow={storeNow} /> : <StoreHoursAdmin storeNow={storeNow} />}
    </div>
  );
}
