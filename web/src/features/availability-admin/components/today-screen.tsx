import { useSearchParams } from 'react-router';
import { AsyncContent } from '../../../components/ui/async-content';
import type { Role } from '../../../lib/contract';
import { useStoreAvailabilityAdmin } from '../api/get-store-availability';
import { useStoreChoicesAdmin, type StoreChoice } from '../api/get-store-choices';
import { availabilityAdminTexts as t } from '../texts';
import { SoldOutAcrossStores } from './sold-out-across-stores';
import { TodayAdmin } from './today-admin';

function StoreToday({ locationId }: { locationId: string }) {
  const state = useStoreAvailabilityAdmin(locationId);
  return (
    <AsyncContent state={state} isEmpty={() => false} emptyText="">
      {(screen) => (
        <>
          <h2 className="today-admin__heading">{t.heading(screen.availability.storeName)}</h2>
          <TodayAdmin screen={screen} onChanged={state.reload} />
        </>
      )}
    </AsyncContent>
  );
}

function Picker({ stores, picked, onPick }: { stores: StoreChoice[]; picked: string; onPick: (id: string) => void }) {
  if (stores.length < 2) return null;
  return (
    <label className="today-admin__store">
      <span>{t.storeLabel}</span>
      <select value={picked} onChange={(e) => onPick(e.target.value)}>
        {stores.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** 'Today at <store>': the store in the address (?store=), else the first one; head office also sees every store's day. */
export function TodayScreen({ role }: { role: Role }) {
  const stores = useStoreChoicesAdmin(role);
  const [params, setParams] = useSearchParams();
  const pick = (id: string) => setParams({ store: id }, { replace: true });
  return (
    <>
      <AsyncContent state={stores} isEmpty={(list) => list.length === 0} emptyText={t.noStores}>
        {(list) => {
          const picked = list.find((s) => s.id === params.get('store'))?.id ?? list[0].id;
          return (
            <>
              <Picker stores={list} picked={picked} onPick={pick} />
              <StoreToday key={picked} locationId={picked} />
            </>
          );
        }}
      </AsyncContent>
      {role === 'admin' && <SoldOutAcrossStores onPick={pick} />}
    </>
  );
}
