import { useState } from 'react';
import { CachedList } from '../../../components/ui/cached-list';
import { PageTitle } from '../../../components/ui/page-title';
import { useCachedLocations } from '../../../sync/cached-resources';
import { findStores } from '../find-store';
import { useStoreQuery } from '../hooks/use-store-query';
import { locationTexts } from '../texts';
import { ComingSoonList } from './coming-soon-list';
import { LocationCard } from './location-card';
import { LocationDialog } from './location-dialog';
import { StoreSearch } from './store-search';
import './locations-page.css';

/** /locations (SPEC §2.8): find a store, open its details, see what opens next. */
export function LocationsPage() {
  const { locations, refresh } = useCachedLocations();
  const [query, setQuery] = useStoreQuery();
  const [openId, setOpenId] = useState<string | null>(null);
  const shown = locations ? findStores(locations, query) : [];
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
      <section aria-labelledby="stores-heading" className="locations-page__stores">
        <h2 id="stores-heading" className="visually-hidden">
          {locationTexts.storesLabel}
        </h2>
        <CachedList rows={locations} refresh={refresh} empty={<p>{locationTexts.noStores}</p>} loadingLabel={locationTexts.loadingStores}>
          {() =>
            shown.length ? (
              <ul className="card-grid card-grid--fill location-grid">
                {shown.map((l, i) => (
                  <li key={l._id}>
                    <LocationCard location={l} onOpen={setOpenId} eager={i < 3} />
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
      <LocationDialog location={open} onClose={() => setOpenId(null)} />
    </div>
  );
}
