import { StoreDrinkSoldOut } from '../../features/availability/components/sold-out-note';
import { SoldOutToday } from '../../features/availability/components/sold-out-today';
import { StorePage } from '../../features/locations/components/store-page';

export default function StoreRoute() {
  return (
    <StorePage
      today={(store) => <SoldOutToday locationId={store._id} timeZone={store.timeZone} storeName={store.name} />}
      drinkNote={(store, drinkId) => <StoreDrinkSoldOut locationId={store._id} timeZone={store.timeZone} drinkId={drinkId} />}
    />
  );
}
