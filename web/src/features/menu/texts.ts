// Product texts of the public menu (SPEC §2.6, §2.7); e2e tests assert them verbatim.
export const menuTexts = {
  title: 'Menu',
  description: 'Browse our bubble tea menu by series: milk teas, fruit teas, cheese cream, Stormy brown sugar, coffee, blended drinks and Puffle Waffles.',
  lead: 'Pick a series to see its drinks, read reviews and share your own.',
  seriesListLabel: 'All series',
  seriesHeading: (name: string) => `${name} Series`,
  seriesFallbackHeading: 'Series',
  /** An address of a series that is not (or no longer) on the menu; the page answers 404. */
  seriesMissingHeading: 'Series not found',
  seriesDescription: (name: string) => `The drinks of our ${name} series, with reviews from our customers.`,
  seriesNotFound: 'This series is not on the menu any more.',
  backToMenu: 'All series',
  noDrinks: 'No Drinks Available',
  noSeries: 'The menu is being updated. Please check back soon.',
  drinkCount: (n: number) => `${n} drink${n === 1 ? '' : 's'}`,
  signature: 'Signature',
  rated: (rating: string, count: number) => `Rated ${rating} out of 5 from ${count} review${count === 1 ? '' : 's'}`,
  noRatingYet: 'No reviews yet',
  drinkNotFound: 'That drink is not on the menu any more.',
  loadingMenu: 'Loading the menu…',
  loadingDrinks: 'Loading drinks…',
  descriptionTab: 'Description',
  reviewsTab: 'Reviews',
  viewDrink: 'View drink',
} as const;

