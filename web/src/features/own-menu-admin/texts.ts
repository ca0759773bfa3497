// Product texts of the own-menu screen (SPEC §2.16); e2e tests assert them verbatim.
export const ownMenuTexts = {
  screenTitle: 'Menu',
  seriesHeading: 'All Series',
  drinksHeading: (seriesName: string) => `Drinks of ${seriesName}`,
  backButton: 'Back to Menu',
  noSeries: 'Your menu has no series yet.',
  addSeriesLink: 'Add a series',
  noDrinks: 'This series has no drinks yet.',
  addDrinksLink: 'Add drinks',
  seriesGone: 'This series is no longer on your menu.',
  openSeries: (name: string, count: number) => `${name}, ${count} drink${count === 1 ? '' : 's'}`,
  loading: 'Loading your menu…',
} as const;
