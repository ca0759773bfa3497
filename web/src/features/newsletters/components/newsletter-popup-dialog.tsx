import { useAtom } from 'jotai';
import { Dialog } from '../../../components/ui/dialog';
import { newsletterPopupAtom, settleNewsletterPopup } from '../popup-state';
import { newsletterTexts } from '../texts';
import { NewsletterForm } from './newsletter-form';
import './newsletter-popup.css';

/**
 * The newsletter popup's dialog (SPEC §2.2, §4): closed by its close icon,
 * Esc, the backdrop, or a successful subscribe. Loaded the first time the
 * popup opens (newsletter-popup.tsx).
 */
export default function NewsletterPopupDialog() {
  const [open, setOpen] = useAtom(newsletterPopupAtom);
  const close = () => {
    settleNewsletterPopup();
    setOpen(false);
  };

  return (
    <Dialog open={open} title={newsletterTexts.popupTitle} onClose={close} className="newsletter-popup">
      <div className="newsletter-popup__art" aria-hidden="true" />
      <p className="newsletter-popup__pitch">New drinks, seasonal specials and store openings, about twice a month. No spam, unsubscribe any time.</p>
      <NewsletterForm onDone={close} />
    </Dialog>
  );
}
