import type { ReactNode } from 'react';
import { mobileAppTexts } from '../texts';
import './store-badges.css';

/**
 * Our own "coming soon" badges: not the stores' trademarked artwork, and not
 * links or buttons, since there is nothing to download yet. Drawn as dashed
 * labels, and said in words, so nobody taps them expecting a store.
 */
function Badge({ store, icon }: { store: string; icon: ReactNode }) {
  return (
    <span className="store-badge" role="img" aria-label={`Coming soon to ${store}`}>
      <svg className="store-badge__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {icon}
      </svg>
      <span className="store-badge__text" aria-hidden="true">
        <span className="store-badge__small">Coming soon to</span>
        <span className="store-badge__store">{store}</span>
      </span>
    </span>
  );
}

export function StoreBadges() {
  return (
    <div className="store-badges">
      <div className="store-badges__row">
        <Badge
          store="the App Store"
          icon={
            <>
              <rect x="6" y="2.5" width="12" height="19" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <path d="M10.5 18.5h3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </>
          }
        />
        <Badge store="Google Play" icon={<path d="M7 4.5v15l12-7.5z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />} />
      </div>
      <p className="store-badges__note">{mobileAppTexts.storesNote}</p>
    </div>
  );
}
