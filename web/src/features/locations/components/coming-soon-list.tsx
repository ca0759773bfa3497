import { CachedList } from '../../../components/ui/cached-list';
import { useCachedComingSoon } from '../../../sync/cached-resources';
import { findStores } from '../find-store';
import { locationTexts } from '../texts';
import { AddressLine } from './address-line';
import '../../../styles/public-data.css';
import './coming-soon-list.css';

/** 'Coming Soon' (SPEC §2.8): stores on the way, with their status, narrowed by the page's search like the open ones. */
export function ComingSoonList({ query = '' }: { query?: string }) {
  const { stores, refresh } = useCachedComingSoon();
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-heading">
      <h2 id="coming-soon-heading">{locationTexts.comingSoonHeading}</h2>
      <p className="coming-soon__lead">{locationTexts.comingSoonLead}</p>
      <CachedList rows={stores} refresh={refresh} empty={<p>{locationTexts.noComingSoon}</p>} loadingLabel={locationTexts.loadingComingSoon}>
        {(rows) => {
          // A ZIP without a site of its own finds its area's, as for open stores.
          const shown = findStores(rows, query).matches;
          if (!shown.length) return <p className="coming-soon__none">{locationTexts.noComingSoonMatch(query.trim())}</p>;
          return (
            <ul className="card-grid card-grid--fill">
              {shown.map((store) => (
                <li key={store._id} className="coming-soon__item">
                  <div className="coming-soon__text">
                    <h3 className="coming-soon__name">{store.name}</h3>
                    {store.address && <AddressLine address={store.address} />}
                  </div>
                  {store.status && <span className="badge badge--status">{store.status}</span>}
                </li>
              ))}
            </ul>
          );
        }}
      </CachedList>
    </section>
  );
}
