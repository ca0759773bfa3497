import { useOutboxSend } from '../../../components/outbox/use-outbox-send';
import { contactTexts } from '../texts';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** POST /user/contact-us through the outbox; a refusal shows the server's reason. */
export function useSendContactMessage() {
  const { send, pending, queued } = useOutboxSend('contact', { success: contactTexts.sent });
  const sendMessage = (message: ContactMessage) => send({ payload: { ...message }, label: `Message from ${message.name}` });
  return { sendMessage, pending, queued };
}
