import type { MouseEvent } from 'react';

interface JumpToFormProps {
  /** The id of the add form's heading. */
  headingId: string;
  children: string;
}

/**
 * A long list's way down to its add form (staff screens put the form under
 * the list, and 40 drinks make that far): scrolls to the form and puts focus
 * in its first field, as a keyboard user would want.
 */
export function JumpToForm({ headingId, children }: JumpToFormProps) {
  function jump(e: MouseEvent<HTMLAnchorElement>) {
    const form = document.getElementById(headingId)?.closest('section');
    if (!form) return;
    e.preventDefault();
    form.scrollIntoView({ block: 'start' });
    form.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
  }
  return (
    <a className="button button--secondary button--small" href={`#${headingId}`} onClick={jump}>
      {children}
    </a>
  );
}
