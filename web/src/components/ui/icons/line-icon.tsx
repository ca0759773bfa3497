import type { ReactNode } from 'react';

/**
 * The one way icons are drawn: 24-unit line art in the text colour. Icons are
 * decorative: the button around one carries the words (aria-label), so every
 * icon is hidden from screen readers. The icons live in two files by where
 * they are drawn, so the public site's first page carries only its own.
 */
export function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}
