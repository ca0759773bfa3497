import { orderOnlineHref } from '../find-store';
import { locationTexts } from '../texts';
import type { ReactNode } from 'react';

/** A button-styled link to another site (maps, ordering): a new tab, no opener, and screen readers told so. */
export function NewTabButton({ href, primary = false, children }: { href: string; primary?: boolean; children: ReactNode }) {
  return (
    <a className={`button ${primary ? 'button--primary' : 'button--secondary'}`} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** 'Order Online', only when the stored link is a web address (a `javascript:` link never becomes clickable). */
export function OrderOnlineButton({ link }: { link: string }) {
  const href = orderOnlineHref(link);
  return href ? (
    <NewTabButton href={href} primary>
      {locationTexts.orderOnline}
    </NewTabButton>
  ) : null;
}
