import { useId } from 'react';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { brand } from '../../../config/brand';
import { formatCount } from '../format-count';
import { useSocialCounts } from '../../../sync/cached-resources';
import './social-card.css';

const instagram = brand.social.find((s) => s.name === 'Instagram')!;

/** The follow card beside the hero (SPEC §1): posts, followers and following, abbreviated per §9. */
export function SocialCard() {
  const headingId = useId();
  const { counts, refresh } = useSocialCounts();
  const waiting = counts === undefined || (counts === null && refresh.status === 'loading');
  const stats = [
    { label: 'Posts', value: counts?.posts },
    { label: 'Followers', value: counts?.followers },
    { label: 'Following', value: counts?.following },
  ];

  return (
    <section className="social-card" aria-labelledby={headingId} aria-busy={waiting}>
      <div className="social-card__top">
        <span className="social-card__avatar" aria-hidden="true">
          <BrandLogo />
        </span>
        <div>
          <h2 id={headingId} className="social-card__title">
            Follow us
          </h2>
          <p className="social-card__handle">@{counts?.username ?? instagram.href.split('/').pop()}</p>
        </div>
      </div>
      {/* Unknown counts (offline first visit, not configured) leave the card as a plain follow link. */}
      {(waiting || counts) && (
        <dl className="social-card__stats">
          {stats.map((s) => (
            <div key={s.label} className="social-card__stat">
              <dt>{s.label}</dt>
              <dd>{s.value === undefined ? <span className="social-card__placeholder">–</span> : formatCount(s.value)}</dd>
            </div>
          ))}
        </dl>
      )}
      <a className="button button--primary social-card__follow" href={instagram.href} target="_blank" rel="noopener">
        Follow on Instagram
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </section>
  );
}
