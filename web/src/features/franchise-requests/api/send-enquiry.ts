import { useOutboxSend } from '../../../components/outbox/use-outbox-send';
import type { Enquiry } from '../enquiry-fields';

/** POST /user/franchise/request through the outbox; the form shows the answer (sent, queued, or refused by field). */
export function useSendEnquiry() {
  const { send, pending } = useOutboxSend('enquiry', { errorsInForm: true });
  const sendEnquiry = (enquiry: Enquiry) => send({ payload: { ...enquiry }, label: `Franchise enquiry from ${enquiry.name}` });
  return { sendEnquiry, pending };
}
