// What people see about writes waiting for the network (DESIGN §8). One place,
// so every form and the queue list say the same thing.
export const outboxTexts = {
  queued: 'Queued, will send when online',
  sent: 'Sent',
  savedTitle: 'Saved on this device',
  queuedLead: 'You can keep browsing this site meanwhile: this note changes once it has gone.',
  offlineBanner: "You're offline. You can keep browsing; anything you send will go out when you're back online.",
  refused: 'Not sent',
  discard: 'Discard',
  /** An edit that met a newer version on the server: its form shows both. */
  choose: 'Compare and choose',
  chooseHint: 'Both versions are kept: compare and choose under “Waiting to send”.',
  queueHeading: 'Waiting to send',
  sentHeading: 'Sent',
  dismiss: 'Dismiss',
} as const;
