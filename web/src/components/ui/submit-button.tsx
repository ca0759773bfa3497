import type { ReactNode } from 'react';

/**
 * A form's primary submit; it stays put but rests while the change is on its
 * way, so one click sends once. In a page the server rendered it works before
 * the app does: the form holds a submit made then and sends it once alive
 * (lib/held-submits.ts), showing it is busy meanwhile (styles/forms.css).
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button className="button button--primary" type="submit" disabled={pending} aria-busy={pending}>
      {children}
    </button>
  );
}
