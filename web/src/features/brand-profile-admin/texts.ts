// Product texts of head office's brand profile screen (/dashboard/brand-profile).
export const brandProfileAdminTexts = {
  screenTitle: 'Brand Profile',
  formHeading: 'Brand profile page',
  formLead: 'What visitors read on the Brand Profile page, linked from every page’s footer.',
  textLabel: 'Page text',
  textHint: 'Separate paragraphs with a blank line. Start a line with “## ” to make it a heading.',
  count: (used: number, max: number) => `${used.toLocaleString('en-US')} of ${max.toLocaleString('en-US')} characters`,
  documentLabel: 'Download (a PDF from the content library)',
  noDocument: 'No download',
  documentHint: 'Visitors can download this PDF from the page; it is public while it is chosen here.',
  noPdfs: 'The content library has no PDF yet.',
  uploadPdf: 'Add one on the Content screen',
  save: 'Save Brand Profile',
  view: 'View the page',
  newTab: '(opens in a new tab)',
  lastSaved: (when: string) => `Last saved ${when}`,
  neverSaved: 'Not published yet: visitors see that the brand profile is being written.',
  loading: 'Loading the brand profile…',
  unsaved: 'You have changes that are not saved yet.',
  /** The save toast: the server's own words (contract/brand-profile.ts). */
  updated: 'Brand Profile Updated Successfully',
  /** Under the form while a save is kept on this device. */
  waiting: "Saved on this device: it goes to the server when you're back online.",
  /** What the offline banner lists while a save waits to send. */
  changesTo: 'Changes to the Brand Profile',
} as const;
