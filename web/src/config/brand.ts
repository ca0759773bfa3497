// The brand's name, contact details and outside links are not fixed by the
// spec; change them here and nowhere else.
export const brand = {
  name: 'Bubble Tea',
  tagline: 'Sourcing High Quality Tea from Around the World',
  /** What a page without its own description says to search engines. */
  description: 'Premium bubble tea made with tea sourced from around the world. Browse the menu, find a store near you or open a franchise.',
  contact: {
    address: '1200 Lamar Blvd, Suite 300, Austin, TX 78703',
    email: 'hello@bubbletea.example.com',
    /** Shown as written; `phoneHref` is what a tel: link dials. */
    phone: '(512) 555-0148',
    phoneHref: '+15125550148',
    hours: 'Monday to Friday, 9 am to 5 pm (Central)',
  },
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/bubbleteausa' },
    { name: 'Facebook', href: 'https://www.facebook.com/bubbleteausa' },
    { name: 'TikTok', href: 'https://www.tiktok.com/@bubbleteausa' },
  ],
  /** Static PDFs shipped from web/public/legal. */
  legal: {
    terms: '/legal/terms-and-conditions.pdf',
    privacy: '/legal/privacy-policy.pdf',
    cookies: '/legal/cookies-policy.pdf',
  },
} as const;

export type SocialNetwork = (typeof brand.social)[number]['name'];
