import { useOutboxSend } from '../../../components/outbox/use-outbox-send';
import type { Enquiry } from '../enquiry-fields';
import { enquiryTexts } from '../texts';

/** POST /user/franchise/request through the outbox; a refusal shows the server's reason. */
export function useSendEnquiry() {
  const { send, pending, queued } = useOutboxSend('enquiry', { success: enquiryTexts.sent });
  const sendEnquiry = (enquiry: Enquiry) => send({ payload: { ...enquiry }, label: `Franchise enquiry from ${enquiry.name}` });
  return { sendEnquiry, pending, queued };
}
