import { useOutboxSend } from '../../../components/outbox/use-outbox-send';
import { newsletterTexts } from '../texts';

/** POST /user/newsletter/add through the outbox; any refusal reads 'Failed to subscribe. Please try again.' (SPEC §8). */
export function useSubscribe() {
  const { send, pending } = useOutboxSend('newsletter', { success: newsletterTexts.subscribed, failure: newsletterTexts.failed });
  const subscribe = (email: string) => send({ payload: { email }, label: `Newsletter signup for ${email}` });
  return { subscribe, pending };
}
