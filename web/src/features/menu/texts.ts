// Product texts of the public menu (SPEC §2.6, §2.7); e2e tests assert them verbatim.
export const menuTexts = {
  title: 'Menu',
  description: 'Browse our bubble tea menu by series: milk teas, fruit teas, cheese cream, Stormy brown sugar, coffee, blended drinks and Puffle Waffles.',
  lead: 'Pick a series to see its drinks, read reviews and share your own.',
  seriesListLabel: 'All series',
  seriesHeading: (name: string) => `${name} Series`,
  seriesFallbackHeading: 'Series',
  seriesDescription: (name: string) => `The drinks of our ${name} series, with reviews from our customers.`,
  seriesNotFound: 'This series is not on the menu any more.',
  backToMenu: 'All series',
  noDrinks: 'No Drinks Available',
  noSeries: 'The menu is being updated. Please check back soon.',
  drinkCount: (n: number) => `${n} drink${n === 1 ? '' : 's'}`,
  signature: 'Signature',
  drinkNotFound: 'That drink is not on the menu any more.',
  loadingMenu: 'Loading the menu…',
  loadingDrinks: 'Loading drinks…',
  descriptionTab: 'Description',
  reviewsTab: 'Reviews',
  viewDrink: 'View drink',
} as const;

/**
 * The ten series names of SPEC §2.6. They only decide which series are
 * highlighted as signature series; the series themselves come from the API.
 */
export const SIGNATURE_SERIES = ['Puffle Waffle', 'Milk Tea', 'Cheese Cream', 'Fresh Fruit Tea', 'Stormy', 'Yakult', 'Pure milk', 'Tea', 'Coffee', 'Blended'] as const;

const signature = new Set(SIGNATURE_SERIES.map((n) => n.toLocaleLowerCase()));

/** Case and spacing do not matter: 'Pure Milk' and ' pure milk ' are both highlighted. */
export function isSignatureSeries(name: string): boolean {
  return signature.has(name.trim().replace(/\s+/g, ' ').toLocaleLowerCase());
}
