import { CachedList } from '../../../components/ui/cached-list';
import { useCachedComingSoon } from '../../../sync/cached-resources';
import { locationTexts } from '../texts';
import { AddressLine } from './address-line';
import '../../../styles/public-data.css';
import './coming-soon-list.css';

/** 'Coming Soon' (SPEC §2.8): stores on the way, with their status. */
export function ComingSoonList() {
  const { stores, refresh } = useCachedComingSoon();
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-heading">
      <h2 id="coming-soon-heading">{locationTexts.comingSoonHeading}</h2>
      <p className="coming-soon__lead">{locationTexts.comingSoonLead}</p>
      <CachedList rows={stores} refresh={refresh} empty={<p>{locationTexts.noComingSoon}</p>} loadingLabel={locationTexts.loadingComingSoon}>
        {(rows) => (
          <ul className="card-grid card-grid--fill">
            {rows.map((store) => (
              <li key={store._id} className="coming-soon__item">
                <div className="coming-soon__text">
                  <h3 className="coming-soon__name">{store.name}</h3>
                  {store.address && <AddressLine address={store.address} />}
                </div>
                {store.status && <span className="badge badge--status">{store.status}</span>}
              </li>
            ))}
          </ul>
        )}
      </CachedList>
    </section>
  );
}
