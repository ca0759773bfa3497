import type { ReactNode } from 'react';
import { brand, type SocialNetwork } from '../../config/brand';
import './social-links.css';

// Simplified glyphs drawn for this site; each link is named by its network.
const glyphs: Record<SocialNetwork, ReactNode> = {
  Instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="17.2" cy="6.8" r="1.1" fill="currentColor" />
    </>
  ),
  Facebook: <path d="M13.5 21v-7.5H16l.5-3h-3V8.8c0-.9.3-1.5 1.6-1.5h1.5V4.6A20 20 0 0 0 14.4 4.5c-2.3 0-3.9 1.4-3.9 4v2H8v3h2.5V21z" fill="currentColor" />,
  TikTok: (
    <path d="M14 3.5v11.2a3.3 3.3 0 1 1-3.3-3.3M14 3.5c.4 2.6 2.2 4.3 4.8 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  ),
};

/** Instagram, Facebook and TikTok (SPEC §2.2); open in a new tab. */
export function SocialLinks({ describedBy }: { describedBy: string }) {
  return (
    <ul className="social-links">
      {brand.social.map((s) => (
        <li key={s.name}>
          <a className="social-links__link" href={s.href} target="_blank" rel="noopener" aria-describedby={describedBy}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {glyphs[s.name]}
            </svg>
            <span className="visually-hidden">{s.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
