// Mobile app texts (SPEC §1, §2.5); the features list is exact.
export const mobileAppTexts = {
  comingSoon: 'Coming Soon',
  tagline: 'Start earning rewards with easy ordering & delivery',
  storesNote: 'Not in the App Store or Google Play yet: these are coming soon, nothing to tap.',
  teaserHeading: 'Our app is coming soon',
  teaserText: 'Order ahead and pay on your phone, then skip the queue and pick up your drink when it’s ready.',
} as const;

/** SPEC §2.5, in order: the term, then what it means. */
export const appFeatures = [
  { term: 'Skip the line', detail: 'order ahead, no waiting in-store.' },
  { term: 'Offers', detail: 'daily discounts on favorite drinks.' },
  { term: 'Notifications', detail: 'order updates.' },
  { term: 'Double points', detail: 'when ordering on the app.' },
  { term: 'Exclusive offers', detail: 'deals before anyone else.' },
  { term: 'Payment options', detail: 'seamless choices.' },
] as const;
