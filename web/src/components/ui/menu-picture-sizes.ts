/**
 * How wide each menu and store picture is drawn (the `sizes` attribute), by
 * slot. The cards, the drink's sheet, a store's own menu and the stores' cards
 * draw with these, and the offline keeper of the site's pictures
 * (sync/keep-menu-pictures.ts) asks for the same, so the
 * browser picks the same variant for both and the cached one is the one shown.
 */
export const menuPictureSizes = {
  /** Two cards a row on phones, a 7.5rem picture beside the name from tablets up (series-card.css). */
  seriesCard: '(min-width: 48rem) 7.5rem, calc(50vw - 1.5rem)',
  /** Two cards a row on phones, an 8.5rem picture beside the text from tablets up (drink-card.css). */
  drinkCard: '(min-width: 48rem) 8.5rem, calc(50vw - 1.5rem)',
  /** At most 20rem above the text on phones, a 16rem column beside it from 40rem (drink-dialog.css). */
  drinkSheet: '(min-width: 40rem) 16rem, 20rem',
  /** A topping's chip in the builder. */
  topping: '3rem',
  /** A store's own drinks on its page: two a row on phones, about 11rem wide on larger screens (store-menu.css). */
  storeMenu: '(min-width: 56rem) 11rem, calc(50vw - 2rem)',
  /** A store's thumbnail beside its text on /locations, at every width (location-card.css). */
  storeCard: '7rem',
  /** A store's details dialog: its full width on phones, its narrower column (of 58rem) from tablets up (location-dialog.css). */
  storeDialog: '(min-width: 48rem) 27rem, 100vw',
} as const;
