// Product texts of the requests screen (SPEC §2.11, §8); e2e tests assert them verbatim.
export const requestTexts = {
  screenTitle: 'Franchise Requests',
  columns: { name: 'Name', email: 'Email', contact: 'Contact', action: 'Action' },
  loading: 'Loading...',
  empty: 'No Requests Available',
  deleted: 'Request Deleted Successfully',
  detailsHeading: 'Franchise Request',
  details: {
    name: 'Full Name',
    email: 'Email',
    phone: 'Contact',
    city: 'City/State of residence',
    occupation: 'Current Occupation',
    netWorth: 'Net worth',
    liquidAssets: 'Liquid assets',
    preferredLocation: 'Preferred location',
    address: 'Address',
    howHear: 'Reference',
    notes: 'Notes',
    createdAt: 'Received',
  },
  /** A read mark waiting in the outbox, as the offline banner lists it. */
  readLabel: (name: string) => `Mark enquiry from ${name} read`,
  deleteTitle: 'Delete request',
  deleteMessage: (name: string) => `Delete the franchise request from “${name}”? This cannot be undone.`,
} as const;
