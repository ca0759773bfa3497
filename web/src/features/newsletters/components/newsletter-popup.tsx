import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { newsletterPopupAtom } from '../popup-state';

const PopupDialog = lazy(() => import('./newsletter-popup-dialog'));

/**
 * The newsletter popup (SPEC §2.2, §4), opened by the home page after 5 s or
 * by the footer's button. Lives in the public layout, so it works on every
 * page; its dialog loads the first time it opens, then stays, so closing it
 * returns focus where it was.
 */
export function NewsletterPopup() {
  const open = useAtomValue(newsletterPopupAtom);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <PopupDialog />
    </Suspense>
  ) : null;
}
