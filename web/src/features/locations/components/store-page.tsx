import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CachedList } from '../../../components/ui/cached-list';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import type { CachedLocation } from '../../../lib/db';
import { usePageSnapshot } from '../../../sync/snapshot';
import { useCachedLocations } from '../../../sync/cached-resources';
import { useMinuteClock } from '../hooks/use-minute-clock';
import { storeJsonLd } from '../store-json-ld';
import { locationTexts } from '../texts';
import { StoreDetails } from './store-details';
import './store-page.css';

interface StorePageParts {
  /** What the store has today, shown under its details (the availability feature's, passed in by the route). */
  today?: (store: CachedLocation) => ReactNode;
  /** On one of its drinks' cards: whether the store has it today (the availability feature's too). */
  drinkNote?: (store: CachedLocation, drinkId: string) => ReactNode;
}

/** /locations/:slug: one store's page, from the cached store list (so offline too). */
export function StorePage({ today, drinkNote }: StorePageParts) {
  const { slug = '' } = useParams();
  const { locations, refresh } = useCachedLocations();
  return (
    <div className="container store-page">
      <Link className="store-page__back" to={paths.locations}>
        {locationTexts.allStores}
      </Link>
      <CachedList rows={locations} refresh={refresh} empty={<StoreNotFound />} loadingLabel={locationTexts.loadingStores}>
        {(rows) => {
          const store = rows.find((l) => l.slug === slug);
          return store ? <Store store={store} today={today} drinkNote={drinkNote} /> : <StoreNotFound />;
        }}
      </CachedList>
    </div>
  );
}

function Store({ store, today, drinkNote }: { store: CachedLocation } & StorePageParts) {
  const now = useMinuteClock();
  // Absolute URLs for search engines: the server's origin in its HTML (and so in the hydrating render), the page's own after.
  const origin = usePageSnapshot()?.origin ?? (typeof location === 'undefined' ? '' : location.origin);
  return (
    <>
      <PageTitle description={locationTexts.storeDescription(store.name, store.address)}>{store.name}</PageTitle>
      {/* For local search engines; the object is built by a pure, tested function. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(storeJsonLd(store, now, origin)) }} />
      <StoreDetails store={store} now={now} soldOut={today?.(store)} drinkNote={drinkNote && ((drinkId) => drinkNote(store, drinkId))} />
    </>
  );
}

/** JSON inside <script> must not be able to close the tag. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function StoreNotFound() {
  return (
    <section className="store-page__missing">
      <PageTitle>{locationTexts.storeNotFound}</PageTitle>
      <h1>{locationTexts.storeNotFound}</h1>
      <p>{locationTexts.storeNotFoundLead}</p>
    </section>
  );
}
