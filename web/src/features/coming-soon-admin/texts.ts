// Product texts of the coming-soon screen (SPEC §2.17); e2e tests assert them verbatim.
export const comingSoonTexts = {
  screenTitle: 'Coming Soon',
  addHeading: 'Add Coming Soon Franchise',
  nameLabel: 'Franchise Name',
  addressLabel: 'Franchise Address',
  emailLabel: 'Franchise Email',
  addButton: 'Add Franchise',
  nameRequired: 'Please enter the franchise name.',
  emailRequired: 'Please enter an email.',
  listHeading: 'All Coming Franchises',
  columns: { name: 'Name', address: 'Address', status: 'Status', action: 'Action' },
  updateHeading: 'Update Franchise',
  updateButton: 'Update Franchise',
  statusLabel: 'Status',
  statusHint: 'Shown beside the store on the Locations page.',
  // New stores start as 'Coming Soon' (the seed's and the database's default).
  statusChoices: ['Coming Soon', 'Lease Signed', 'Under Construction', 'Now Hiring', 'Opening Soon', 'Grand Opening'],
  empty: 'No coming-soon franchises yet. Add one with the form below.',
  deleteTitle: 'Delete coming-soon franchise',
  deleteMessage: (name: string) => `Delete “${name}” from the coming-soon list? Visitors will no longer see it on the Locations page.`,
  // The success toasts are the server's own words (routes/coming-soon/coming-soon-admin.ts).
  added: 'Coming Soon Franchise Added Successfully',
  updated: 'Coming Soon Franchise Updated Successfully',
  /** What the offline banner lists while an add or an edit waits to send. */
  adding: (name: string) => `New coming-soon franchise: ${name}`,
  changesTo: (name: string) => `Changes to ${name}`,
} as const;
