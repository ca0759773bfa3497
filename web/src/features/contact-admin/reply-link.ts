import { inboxTexts } from './texts';

/** A mailto: that opens the admin's mail app with the sender and a subject filled in. */
export const replyHref = (email: string) => `mailto:${email}?subject=${encodeURIComponent(inboxTexts.replySubject)}`;
