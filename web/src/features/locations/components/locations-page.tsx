import { useState } from 'react';
import { CachedList } from '../../../components/ui/cached-list';
import { PageTitle } from '../../../components/ui/page-title';
import { useCachedLocations } from '../../../sync/cached-resources';
import { byDistance } from '../distance';
import { findStores } from '../find-store';
import { useMinuteClock } from '../hooks/use-minute-clock';
import { useNearMe } from '../hooks/use-near-me';
import { useStoreQuery } from '../hooks/use-store-query';
import { locationTexts } from '../texts';
import { ComingSoonList } from './coming-soon-list';
import { LocationCard } from './location-card';
import { LocationDialog } from './location-dialog';
import { NearMeButton } from './near-me-button';
import { StoreSearch } from './store-search';
import './locations-page.css';

/** /locations (SPEC §2.8): find a store (or the nearest), open its details, see what opens next. */
export function LocationsPage() {
  const { locations, refresh } = useCachedLocations();
  const [query, setQuery] = useStoreQuery();
  const [openId, setOpenId] = useState<string | null>(null);
  const now = useMinuteClock();
  const nearMe = useNearMe();
  const matching = locations ? findStores(locations, query) : [];
  const shown = nearMe.origin ? byDistance(matching, nearMe.origin) : matching.map((store) => ({ store, miles: null }));
  const open = locations?.find((l) => l._id === openId) ?? null;
  const summary = locations?.length ? locationTexts.shown(shown.length, locations.length) : null;

  return (
    <div className="container locations-page">
      <PageTitle description={locationTexts.description}>{locationTexts.title}</PageTitle>
      <div className="locations-page__header">
        <div>
          <h1>{locationTexts.title}</h1>
          <p className="lead">{locationTexts.lead}</p>
        </div>
        <StoreSearch value={query} onChange={setQuery} summary={summary} />
      </div>
      <NearMeButton state={nearMe.state} onLocate={nearMe.locate} />
      <section aria-labelledby="stores-heading" className="locations-page__stores">
        <h2 id="stores-heading" className="visually-hidden">
          {locationTexts.storesLabel}
        </h2>
        <CachedList rows={locations} refresh={refresh} empty={<p>{locationTexts.noStores}</p>} loadingLabel={locationTexts.loadingStores}>
          {() =>
            shown.length ? (
              <ul className="card-grid card-grid--fill location-grid">
                {shown.map(({ store, miles }, i) => (
                  <li key={store._id}>
                    <LocationCard location={store} now={now} miles={miles} onOpen={setOpenId} eager={i < 3} priority={i === 0} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="cached-list__empty">{locationTexts.noMatch(query.trim())}</p>
            )
          }
        </CachedList>
      </section>
      <ComingSoonList />
      <LocationDialog location={open} now={now} onClose={() => setOpenId(null)} />
    </div>
  );
}
