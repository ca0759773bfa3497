import type { ReactNode } from 'react';
import { storeClock } from '../../../lib/contract';
import type { CachedLocation } from '../../../lib/db';
import { directionsHref } from '../find-store';
import { hoursText } from '../store-status';
import { locationTexts } from '../texts';
import { AddressLine } from './address-line';
import { MapEmbed } from './map-embed';
import { NewTabButton, OrderOnlineButton } from './new-tab-button';
import { SpecialHoursList } from './special-hours';
import { StoreMenu } from './store-menu';
import { StorePicture } from './store-picture';
import { StoreStatusLine } from './store-status-line';
import { WholeTimes } from './whole-times';

interface StoreDetailsProps {
  store: CachedLocation;
  now: Date;
  /** What the store has run out of today: high on the page, right after how to reach it. */
  soldOut?: ReactNode;
  /** On an own drink's card: whether the store has it today. */
  drinkNote?: (drinkId: string) => ReactNode;
}

/** A store page's body: picture, status, address, contact, actions, what it has today, its own drinks, the week (today marked), special hours and map. */
export function StoreDetails({ store, now, soldOut, drinkNote }: StoreDetailsProps) {
  const today = storeClock(now, store.timeZone).weekday;
  return (
    <article className="store-details">
      <StorePicture className="store-details__picture" src={store.image} alt={`The ${store.name} store`} eager />
      <div className="store-details__info">
        <h1>{store.name}</h1>
        <StoreStatusLine store={store} now={now} />
        <AddressLine address={store.address} />
        <p className="store-details__contact">
          {store.phone && <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>}
          <a href={`mailto:${store.email}`}>{store.email}</a>
        </p>
        <div className="store-details__actions">
          <NewTabButton href={directionsHref(store)}>{locationTexts.directions}</NewTabButton>
          <OrderOnlineButton link={store.thirdPartyLink} />
        </div>
      </div>
      {soldOut && <div className="store-details__today">{soldOut}</div>}
      <StoreMenu menu={store.menu ?? []} drinkNote={drinkNote} />
      <section className="store-details__hours" aria-labelledby="store-hours-heading">
        <h2 id="store-hours-heading">{locationTexts.openingHours}</h2>
        <table className="store-hours">
          <tbody>
            {store.timings.map((t, i) => (
              <tr key={t.day} className={i === today ? 'store-hours__today' : undefined} aria-current={i === today ? 'date' : undefined}>
                <th scope="row">
                  {t.day}
                  {i === today && <span className="store-hours__today-mark"> · {locationTexts.today}</span>}
                </th>
                <td>
                  <WholeTimes text={hoursText(t)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="store-details__zone">{locationTexts.localTime(store.timeZone)}</p>
        <SpecialHoursList store={store} now={now} />
      </section>
      <div className="store-details__map">
        <MapEmbed store={store} withAddress={false} />
      </div>
    </article>
  );
}
