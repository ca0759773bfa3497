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
import { StoreMap } from './store-map';
import { StoreSearch } from './store-search';
import './locations-page.css';

/**
 * /locations (SPEC §2.8): find a store by name, city, state or ZIP (or the
 * nearest), see them on the map beside the list, open one's details, and
 * what opens next, filtered by the same search.
 */
export function LocationsPage() {
  const { locations, refresh } = useCachedLocations();
  const [query, setQuery] = useStoreQuery();
  const [openId, setOpenId] = useState<string | null>(null);
  const now = useMinuteClock();
  const nearMe = useNearMe();
  const { matches, nearZip } = locations ? findStores(locations, query) : { matches: [], nearZip: null };
  const shown = nearMe.origin ? byDistance(matches, nearMe.origin) : matches.map((store) => ({ store, miles: null }));
  const open = locations?.find((l) => l._id === openId) ?? null;
  const summary = !locations?.length ? null : nearZip ? locationTexts.nearZip(nearZip, matches.length) : locationTexts.shown(shown.length, locations.length);

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
      <div className="store-finder">
        {/* The map before the list, where it shows on a phone: a first paint made halfway through the page then has
            nothing to push down when the rest arrives. */}
        {locations && locations.length > 0 && (
          <div className="store-finder__map">
            <StoreMap stores={shown.map((s) => s.store)} onOpen={setOpenId} you={nearMe.origin} />
          </div>
        )}
        <section aria-labelledby="stores-heading" className="store-finder__list">
          <h2 id="stores-heading" className="visually-hidden">
            {locationTexts.storesLabel}
          </h2>
          <CachedList rows={locations} refresh={refresh} empty={<p>{locationTexts.noStores}</p>} loadingLabel={locationTexts.loadingStores}>
            {() =>
              shown.length ? (
                <ul className="location-list">
                  {shown.map(({ store, miles }, i) => (
                    <li key={store._id}>
                      <LocationCard location={store} now={now} miles={miles} onOpen={setOpenId} eager={i < 4} priority={i === 0} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="cached-list__empty">{nearZip ? locationTexts.nearZip(nearZip, 0) : locationTexts.noMatch(query.trim())}</p>
              )
            }
          </CachedList>
        </section>
      </div>
      <ComingSoonList query={query} />
      <LocationDialog location={open} now={now} onClose={() => setOpenId(null)} />
    </div>
  );
}
