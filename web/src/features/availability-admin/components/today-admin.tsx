import { useDeferredValue, useMemo, useState } from 'react';
import { toastError } from '../../../components/ui/toast';
import { foldText, nextOpening, storeTimeText, type AvailabilityItem, type StoreAvailability } from '../../../lib/contract';
import type { OutboxItem } from '../../../lib/db';
import { useLiveAvailability } from '../../../lib/use-live-availability';
import { useOutbox } from '../../../sync/use-outbox';
import { flipAvailability } from '../api/flip-availability';
import type { StoreAvailabilityScreen } from '../api/get-store-availability';
import { storeWhen } from '../../../lib/store-when';
import { availabilityAdminTexts as t } from '../texts';
import './today-admin.css';

const HOURS_CHOICES = [1, 2, 4] as const;
type UntilChoice = 'next-opening' | (typeof HOURS_CHOICES)[number];

const keyOf = (i: { itemType: string; itemId: string }) => `${i.itemType}/${i.itemId}`;

interface Flip {
  soldOut: boolean;
  changedAt: number;
  failed?: string;
}

/** The newest flip of each item still in the outbox for this store: the switch shows it, marked as waiting. */
function waitingFlips(items: OutboxItem[], locationId: string): Map<string, Flip> {
  const flips = new Map<string, Flip>();
  for (const item of items) {
    if (item.target !== locationId) continue;
    const p = item.payload as { itemType: string; itemId: string; soldOut: boolean; changedAt: number };
    const known = flips.get(keyOf(p));
    if (!known || known.changedAt < p.changedAt)
      flips.set(keyOf(p), { soldOut: p.soldOut, changedAt: p.changedAt, failed: item.status === 'failed' ? (item.error ?? '') : undefined });
  }
  return flips;
}

/** The store's items by series, each with a one-tap Sold out switch; a search leaves only what matches, its switch in reach. */
export function TodayAdmin({ screen, onChanged }: { screen: StoreAvailabilityScreen; onChanged: () => void }) {
  const { availability: store, partyHost } = screen;
  const [answered, setAnswered] = useState<StoreAvailability | null>(null);
  const newest = answered && answered.asOf > store.asOf ? answered : store;
  const live = useLiveAvailability(newest, partyHost);
  const waiting = waitingFlips(useOutbox('availability'), store.locationId);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const [until, setUntil] = useState<UntilChoice>('next-opening');
  const now = live?.now ?? Date.now();
  const soldOut = new Map((live?.soldOut ?? []).map((s) => [keyOf(s), s]));
  const opening = store.nextOpening > now ? store.nextOpening : nextOpening({ timeZone: store.timeZone, timings: [] }, now);

  const groups = useMemo(() => {
    const words = foldText(query).trim();
    const found = words ? store.items.filter((i) => foldText(`${i.name} ${i.group}`).includes(words)) : store.items;
    const byGroup = new Map<string, AvailabilityItem[]>();
    for (const item of found) byGroup.set(item.group, [...(byGroup.get(item.group) ?? []), item]);
    return [...byGroup];
  }, [store.items, query]);

  async function flip(item: AvailabilityItem, toSoldOut: boolean) {
    const changedAt = Date.now();
    const change = {
      itemType: item.itemType,
      itemId: item.itemId,
      soldOut: toSoldOut,
      changedAt,
      ...(toSoldOut && until !== 'next-opening' ? { until: changedAt + until * 3600_000 } : {}),
    };
    try {
      const outcome = await flipAvailability(store.locationId, change, `${toSoldOut ? t.switchLabel : t.inStock}: ${item.name}`);
      if (outcome.state === 'rejected') toastError(outcome.message);
      if (outcome.state === 'sent' && outcome.body && 'availability' in outcome.body) {
        setAnswered(outcome.body.availability);
        onChanged();
      }
    } catch {
      toastError(t.notSaved);
    }
  }

  return (
    <div className="today-admin">
      <div className="today-admin__tools">
        <label className="today-admin__search">
          <span className="visually-hidden">{t.searchLabel}</span>
          <input type="search" className="pill-input" placeholder={t.searchPlaceholder} value={search} autoComplete="off" onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label className="today-admin__until">
          <span>{t.untilLabel}</span>
          <select value={String(until)} onChange={(e) => setUntil(e.target.value === 'next-opening' ? 'next-opening' : (Number(e.target.value) as UntilChoice))}>
            <option value="next-opening">{t.untilNextOpening(storeWhen(opening, now, store.timeZone))}</option>
            {HOURS_CHOICES.map((h) => (
              <option key={h} value={h}>
                {t.untilHours(h)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {store.items.length === 0 ? (
        <p className="today-admin__empty">{t.noItems}</p>
      ) : groups.length === 0 ? (
        <p className="today-admin__empty" role="status">
          {t.noMatch(query)}
        </p>
      ) : (
        groups.map(([group, items]) => (
          <section key={group} className="today-admin__group" aria-label={group}>
            <h3>{group}</h3>
            <ul>
              {items.map((item) => {
                const key = keyOf(item);
                const pending = waiting.get(key);
                const kept = soldOut.get(key);
                const isSoldOut = pending && !pending.failed ? pending.soldOut : !!kept;
                const status =
                  pending?.failed !== undefined ? t.refused(pending.failed) : pending ? t.waiting : kept ? t.soldOutBack(storeWhen(kept.until, now, store.timeZone)) : t.inStock;
                const statusId = `today-${key.replace('/', '-')}`;
                return (
                  <li key={key} className={`cluster cluster--between today-admin__item${isSoldOut ? ' is-sold-out' : ''}${pending ? ' is-waiting' : ''}`}>
                    <div className="today-admin__name">
                      <strong>{item.name}</strong>
                      <span id={statusId}>{status}</span>
                    </div>
                    <button
                      type="button"
                      role="switch"
                      aria-checked={isSoldOut}
                      aria-describedby={statusId}
                      aria-label={`${t.switchLabel}: ${item.name}`}
                      className="today-admin__switch"
                      onClick={() => void flip(item, !isSoldOut)}
                    >
                      <span className="today-admin__track" aria-hidden="true">
                        <span className="today-admin__thumb" />
                      </span>
                      <span aria-hidden="true">{t.switchLabel}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
      <section className="today-admin__changes" aria-label={t.changesHeading}>
        <h3>{t.changesHeading}</h3>
        {store.changes.length === 0 ? (
          <p>{t.noChanges}</p>
        ) : (
          <ul>
            {store.changes.map((c) => (
              <li key={c._id}>
                <strong>{c.itemName}</strong> · {t.change(c.toSoldOut, c.actorName, storeTimeText(c.changedAt, store.timeZone))}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
