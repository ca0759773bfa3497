import { useAtom } from 'jotai';
import { Dialog } from '../../../components/ui/dialog';
import { newsletterPopupAtom, settleNewsletterPopup } from '../popup-state';
import { newsletterTexts } from '../texts';
import { NewsletterForm } from './newsletter-form';
import './newsletter-popup.css';

/**
 * The newsletter popup (SPEC §2.2, §4): opened by the home page after 5 s or
 * by the footer's button, closed by its close icon, Esc, the backdrop, or a
 * successful subscribe. Lives in the public layout, so it works on every page.
 */
export function NewsletterPopup() {
  const [open, setOpen] = useAtom(newsletterPopupAtom);
  const close = () => {
    settleNewsletterPopup();
    setOpen(false);
  };

  return (
    <Dialog open={open} title={newsletterTexts.popupTitle} onClose={close} className="newsletter-popup">
      <div className="newsletter-popup__art" aria-hidden="true" />
      <p className="newsletter-popup__pitch">
        New drinks, seasonal specials and store openings, about twice a month. No spam, unsubscribe any time.
      </p>
      <NewsletterForm onDone={close} />
    </Dialog>
  );
}
