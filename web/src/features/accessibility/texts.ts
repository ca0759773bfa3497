// The accessibility statement (/accessibility). What it claims is what the test suite checks (e2e/accessibility.e2e.ts); change both together.
export const accessibilityTexts = {
  title: 'Accessibility',
  heading: 'Accessibility statement',
  description: 'How our website and app meet WCAG 2.2 AA, how we test them, and how to tell us about a problem.',
  lead: 'We want everyone to be able to browse our menu, find a store, write a review and reach us, whatever device or assistive technology they use.',
  /** When the statement was last checked against the site; change it with the statement. */
  reviewed: 'This statement was last reviewed on November 25, 2026.',
  meets: {
    heading: 'What this site meets',
    intro:
      'This website and its installable app aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. To our knowledge they do, apart from the limitations listed below. In particular:',
    points: [
      'Every page works with a keyboard alone, with a visible focus ring and a “Skip to content” link at the top.',
      'Pages fit screens from a small phone (360 pixels wide) to a desktop, with nothing cut off or scrolling sideways.',
      'Pictures that carry meaning have text alternatives; decorative ones are hidden from screen readers.',
      'The carousels pause when you point at or move into them, have a pause button, and stay still when your device asks for reduced motion.',
      'Forms say what went wrong in words, under the field concerned, and keep what you typed.',
      'Text and controls meet the AA colour contrast ratios, and colour is never the only way something is shown.',
    ],
  },
  limits: {
    heading: 'Known limitations',
    points: [
      'The map on a store’s page comes from an outside map service we do not control. Every store’s address, hours and phone number are also on the page as text.',
      'Our PDF documents (the legal policies and the brand profile download) are not tagged for screen readers. The brand profile’s text is on its page; ask us for anything else in another format.',
    ],
  },
  testing: {
    heading: 'How we test it',
    points: [
      'Every change runs axe-core on every public page, at desktop and phone widths, and on the main screens of the staff dashboard. A serious or critical problem fails the test suite, so the change cannot ship.',
      'A keyboard-only test goes from the menu to a submitted review on every change.',
      'Lighthouse accessibility audits run on the home, menu, series and store list pages.',
    ],
  },
  report: {
    heading: 'Tell us about a problem',
    intro:
      'If something on this site is hard or impossible for you to use, tell us which page and what happened, and we will get you the information another way while we fix it. We reply within two business days.',
    email: 'Email',
    phone: 'Phone',
    form: 'Or use our contact form',
  },
} as const;
