// Product texts of the newsletter screen (SPEC §2.14, §4, §8, §9); e2e tests assert them verbatim.
export const newsletterTexts = {
  screenTitle: 'NewsLetter',
  columns: { id: 'Id', email: 'Email' },
  empty: 'No data found',
  downloadButton: 'Download Excel',
  downloadBusy: 'Exporting…',
  downloadHelp:
    'Saves every subscriber to newsletter.xlsx, then removes exactly those subscribers from this list. Anyone who signs up meanwhile stays.',
  deleted: 'All newsletters deleted successfully',
  fileName: 'newsletter.xlsx',
  sheetName: 'Newsletter',
} as const;
