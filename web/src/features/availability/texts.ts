// What visitors read about a store's day (issue #25); e2e tests assert them verbatim.
export const availabilityTexts = {
  heading: 'Sold out today',
  soldOutBack: (when: string) => `Sold out today · back ${when}`,
  allThere: 'Everything on the menu is in today.',
  asOf: (time: string) => `as of ${time}`,
  topping: 'Topping',
  makeMyStore: 'Make this my store',
  isMyStore: 'My store ✓',
  myStoreHint: 'The menu’s drink builder then says what this store has today.',
} as const;
