// Product texts of review moderation (SPEC §2.15, §4); e2e tests assert them verbatim.
export const moderationTexts = {
  openButton: 'Reviews',
  openButtonLabel: (drinkName: string) => `Reviews of ${drinkName}`,
  dialogTitle: (drinkName: string) => `Reviews of ${drinkName}`,
  pendingHeading: 'All Reviews',
  pendingEmpty: 'No Pending Reviews',
  approvedHeading: 'Available Reviews',
  approvedEmpty: 'No Approved Reviews',
  select: 'Select',
  unselect: 'Unselect',
  selected: 'Review approved',
  unselected: 'Review moved back to pending',
  deleted: 'Review deleted',
  deleteLabel: (name: string) => `Delete the review by ${name}`,
  deleteTitle: 'Delete review',
  deleteMessage: (name: string) => `Delete the review by ${name}? This cannot be undone.`,
  loading: 'Loading reviews…',
} as const;
