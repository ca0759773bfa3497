import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import type { BrandProfile } from '../../../lib/contract';
import { useCachedBrandProfile } from '../../../sync/cached-resources';
import { headOfficeDay, profileBlocks } from '../profile-blocks';
import { brandProfileTexts as t } from '../texts';
import { ProfileDownload } from './profile-download';
import './brand-profile-page.css';

/**
 * /brand-profile: head office's words about the brand and its PDF, from the
 * cache (so offline too) and refreshed while shown. Stale text stays on
 * screen when the network fails; only an empty cache waits.
 */
export function BrandProfilePage() {
  const { profile, refresh } = useCachedBrandProfile();
  return (
    <div className="page brand-profile">
      <PageTitle description={t.description}>{t.title}</PageTitle>
      <div className="container">
        <header className="brand-profile__head">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1>{t.title}</h1>
        </header>
        {profile ? (
          <Profile profile={profile} />
        ) : profile === undefined || refresh.status === 'loading' ? (
          <Spinner label={t.loading} />
        ) : refresh.status === 'error' ? (
          <LoadError className="brand-profile__error" message={refresh.message} onRetry={refresh.retry} />
        ) : null}
      </div>
    </div>
  );
}

function Profile({ profile }: { profile: BrandProfile }) {
  const blocks = profileBlocks(profile.text);
  if (!blocks.length) {
    return (
      <section className="card brand-profile__pending">
        <h2>{t.notWritten}</h2>
        <p>{t.notWrittenLead}</p>
        <Link className="button button--secondary" to={paths.contact}>
          {t.contact}
        </Link>
      </section>
    );
  }
  return (
    <div className="brand-profile__grid">
      <article className="brand-profile__text">
        {blocks.map((block, i) => (block.kind === 'heading' ? <h2 key={i}>{block.text}</h2> : <p key={i}>{block.text}</p>))}
        {profile.updatedAt && <p className="brand-profile__updated">{t.updated(headOfficeDay(profile.updatedAt))}</p>}
      </article>
      <ProfileDownload document={profile.document} />
    </div>
  );
}
