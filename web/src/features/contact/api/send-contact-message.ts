import { useOutboxSend } from '../../../components/outbox/use-outbox-send';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** POST /user/contact-us through the outbox; the form shows the answer (sent, queued, or refused by field). */
export function useSendContactMessage() {
  const { send, pending } = useOutboxSend('contact', { errorsInForm: true });
  const sendMessage = (message: ContactMessage) => send({ payload: { ...message }, label: `Message from ${message.name}` });
  return { sendMessage, pending };
}
