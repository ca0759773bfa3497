import type { ReactNode } from 'react';

/** A form's primary submit; it stays put but rests while the change is on its way, so one click sends once. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button className="button button--primary" type="submit" disabled={pending} aria-busy={pending}>
      {children}
    </button>
  );
}
