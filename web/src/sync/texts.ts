// What people see about writes waiting for the network (DESIGN §8). One place,
// so every form and the queue list say the same thing.
export const outboxTexts = {
  queued: 'Queued, will send when online',
  offlineBanner: "You're offline. You can keep browsing; anything you send will go out when you're back online.",
  refused: 'Not sent',
  discard: 'Discard',
  queueHeading: 'Waiting to send',
} as const;
