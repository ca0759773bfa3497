// Product texts of head office's inbox of contact messages (issue #16).
export const inboxTexts = {
  screenTitle: 'Inbox',
  columns: { name: 'Name', email: 'Email', message: 'Message', received: 'Received', action: 'Action' },
  loading: 'Loading...',
  empty: 'No Messages Yet',
  noEmail: 'No email given',
  deleted: 'Message Deleted Successfully',
  detailsHeading: (name: string) => `Message from ${name}`,
  view: (name: string) => `Read message from ${name}`,
  reply: 'Reply by email',
  replyTo: (name: string) => `Reply to ${name} by email`,
  replySubject: 'Your message to Bubble Tea',
  /** A read mark waiting in the outbox, as the offline banner lists it. */
  readLabel: (name: string) => `Mark message from ${name} read`,
  deleteLabel: (name: string) => `Delete message from ${name}`,
  deleteTitle: 'Delete message',
  deleteMessage: (name: string) => `Delete the message from “${name}”? This cannot be undone.`,
} as const;
