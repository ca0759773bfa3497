import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A form's primary submit; it stays put but rests while the change is on its
 * way, so one click sends once. In a page the server rendered it waits for the
 * app too: a click before then would send the form the browser's own way,
 * fields in the address bar.
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const ready = useHydrated();
  const resting = pending || !ready;
  return (
    <button className="button button--primary" type="submit" disabled={resting} aria-busy={pending}>
      {children}
    </button>
  );
}
