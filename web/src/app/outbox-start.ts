/**
 * Starts the outbox once the first screen is up (DESIGN §8): replay what is
 * queued, flush again on reconnect, toast what goes out in the background,
 * and ask the browser to keep our storage so queued writes survive.
 */
import { announceBackgroundSends } from '../components/outbox/outbox-toasts';
import { contactTexts } from '../features/contact/texts';
import { enquiryTexts } from '../features/franchise-requests/texts';
import { newsletterTexts } from '../features/newsletters/texts';
import { reviewTexts } from '../features/reviews/texts';
import { requestBackgroundSync } from '../pwa/background-sync';
import { loadOutbox } from '../sync/lazy';

export async function startOutboxInBackground() {
  void navigator.storage?.persist?.().catch(() => false);
  try {
    await announceBackgroundSends({
      contact: contactTexts.sent,
      enquiry: enquiryTexts.sent,
      newsletter: newsletterTexts.subscribed,
      review: reviewTexts.submitted,
    });
    const { startOutbox } = await loadOutbox();
    startOutbox({ requestBackgroundSync });
  } catch {
    // No IndexedDB (some private modes): forms still report their own failures.
  }
}
