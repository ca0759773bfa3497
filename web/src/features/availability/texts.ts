// What visitors read about a store's day (issue #25); e2e tests assert them verbatim.
export const availabilityTexts = {
  heading: 'Sold out today',
  soldOutBack: (when: string) => `Sold out today · back ${when}`,
  soldOutAt: (store: string, when: string) => `Sold out today at ${store} · back ${when}`,
  myStoreLine: (store: string) => `My store: ${store}. Drinks sold out there today are marked.`,
  toppingsOut: (names: string) => `Toppings sold out there: ${names}.`,
  allThere: 'Everything on the menu is in today.',
  asOf: (time: string) => `as of ${time}`,
  topping: 'Topping',
  makeMyStore: 'Make this my store',
  isMyStore: 'My store ✓',
  myStoreHint: 'The menu and its drink builder then say what this store has today.',
} as const;
