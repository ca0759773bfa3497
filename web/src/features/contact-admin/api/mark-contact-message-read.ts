import { inboxTexts } from '../texts';
import type { ContactMessage } from '../types';

/**
 * PUT /admin/contact-messages/:id/read as the outbox keeps it: the message
 * it marks, named for the offline banner. A replay marks it read again,
 * which changes nothing.
 */
export const messageReadMark = (message: ContactMessage) => ({ target: message._id, payload: {}, label: inboxTexts.readLabel(message.name) });
