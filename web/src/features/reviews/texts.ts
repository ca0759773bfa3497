// Product texts of drink reviews (SPEC §2.7, §4, §8); e2e tests assert them verbatim.
export const reviewTexts = {
  empty: 'No Reviews Available',
  loading: 'Loading reviews…',
  carouselLabel: (drink: string) => `Reviews of ${drink}`,
  previous: 'Previous',
  next: 'Next',
  position: (from: number, to: number, total: number) => (from === to ? `${from} of ${total}` : `${from}–${to} of ${total}`),
  writePrompt: 'Want to write a review?',
  writeHint: 'Tell other tea lovers what you thought of it.',
  writeButton: 'Write a review',
  formHeading: 'New Review',
  nameLabel: 'Name',
  ratingLabel: 'Rating',
  commentLabel: 'Type Review',
  send: 'Send',
  submitted: 'Review Submitted Successfully',
  // The server keeps new reviews pending until an admin approves them.
  pendingNote: 'Thank you! Your review will appear here once it has been approved.',
  writeAnother: 'Write another review',
  // The server refuses 0 stars; checking first keeps a doomed review out of the offline queue.
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  notSaved: 'Your review could not be saved on this device. Please try again.',
  queueLabel: (drink: string) => `Review of ${drink}`,
} as const;
