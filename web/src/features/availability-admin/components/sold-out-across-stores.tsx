import { AsyncContent } from '../../../components/ui/async-content';
import { useSoldOutAcrossStoresAdmin } from '../api/get-sold-out-across-stores';
import { storeWhen } from '../../../lib/store-when';
import { availabilityAdminTexts as t } from '../texts';

/** Head office's day: what is sold out where, since when, by whom, in each store's own time. */
export function SoldOutAcrossStores({ onPick }: { onPick: (locationId: string) => void }) {
  const state = useSoldOutAcrossStoresAdmin();
  const now = Date.now();
  return (
    <section className="today-admin__across" aria-label={t.acrossHeading}>
      <h2>{t.acrossHeading}</h2>
      <AsyncContent state={state} isEmpty={(rows) => rows.length === 0} emptyText={t.acrossEmpty}>
        {(rows) => (
          <ul>
            {rows.map((r) => (
              <li key={`${r.locationId}/${r.itemType}/${r.itemId}`}>
                <button type="button" className="link-button" onClick={() => onPick(r.locationId)}>
                  {r.storeName}
                </button>{' '}
                · <strong>{r.itemName}</strong> · {t.acrossRow(storeWhen(r.since, now, r.timeZone).replace(/^at /, ''), storeWhen(r.until, now, r.timeZone))}
                {r.actorName && ` · ${r.actorName}`}
              </li>
            ))}
          </ul>
        )}
      </AsyncContent>
    </section>
  );
}
