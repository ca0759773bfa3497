// Product texts of the newsletter screen (SPEC §2.14, §4, §8, §9); e2e tests assert them verbatim.
export const newsletterTexts = {
  screenTitle: 'Newsletter',
  columns: { id: 'Id', email: 'Email', signedUp: 'Signed up', exported: 'Exported' },
  notExported: 'Not yet',
  empty: 'No data found',
  downloadButton: 'Download Excel',
  downloadBusy: 'Exporting…',
  downloadHelp:
    'Download Excel saves every subscriber to newsletter.xlsx and removes nobody. Afterwards you may remove exactly the downloaded ones, now or later; anyone who signs up meanwhile stays.',
  downloaded: (n: number) => `Downloaded ${n} subscriber${n === 1 ? '' : 's'} to newsletter.xlsx`,
  removeButton: 'Remove exported subscribers',
  removeConfirm: 'Remove',
  removeMessage: (n: number) => `Remove the ${n} exported subscriber${n === 1 ? '' : 's'} from the list? Anyone who signed up after the download stays. This cannot be undone.`,
  fileName: 'newsletter.xlsx',
  sheetName: 'Newsletter',
} as const;
