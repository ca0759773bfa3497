// Newsletter texts (SPEC §2.2, §8); end-to-end tests assert them verbatim.
export const newsletterTexts = {
  subscribed: 'Successfully subscribed',
  failed: 'Failed to subscribe. Please try again.',
  popupTitle: 'Join our Newsletter',
  footerButton: 'Join our Newsletter',
  emailLabel: 'Email address',
  subscribeButton: 'Subscribe',
} as const;

/** SPEC §9. */
export const NEWSLETTER_POPUP_DELAY_MS = 5000;
