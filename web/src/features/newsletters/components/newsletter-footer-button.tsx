import { useSetAtom } from 'jotai';
import { newsletterPopupAtom } from '../popup-state';
import { newsletterTexts } from '../texts';

/** The footer's 'Join our Newsletter' (SPEC §2.2): opens the popup on any public page. */
export function NewsletterFooterButton() {
  const open = useSetAtom(newsletterPopupAtom);
  return (
    <button type="button" className="button button--on-dark" onClick={() => open(true)}>
      {newsletterTexts.footerButton}
    </button>
  );
}
