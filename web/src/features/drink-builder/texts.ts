// Product texts of the drink builder, 'My drinks' and the cashier view (#24).
import type { IceLevel, Temperature } from '../../lib/contract';

export const builderTexts = {
  heading: 'Make it yours',
  size: 'Size',
  temperature: 'Hot or iced',
  sugar: 'Sugar',
  ice: 'Ice',
  toppings: 'Toppings',
  noToppings: 'This drink is served without toppings.',
  drinkSoldOut: (store: string, when: string) => `Sold out today at ${store} · back ${when}.`,
  toppingsLeftOut: (store: string, names: string) => `Sold out today at ${store}, so left out: ${names}.`,
  chosenSoldOut: (store: string, names: string, saved: boolean) =>
    `${names}: sold out today at ${store}, so left out of this drink${saved ? '. Your saved drink keeps it for another day.' : '.'}`,
  temperatures: { cold: 'Iced', hot: 'Hot' } satisfies Record<Temperature, string>,
  iceLevels: { regular: 'Regular ice', less: 'Less ice', none: 'No ice' } satisfies Record<IceLevel, string>,
  sugarLevel: (percent: number) => `${percent}% sugar`,
  ounces: (oz: number) => `${oz} oz`,
  toppingCalories: (cal: number) => `+${cal} Cal`,
  factsHeading: 'This drink as built',
  calories: 'Calories',
  sugarGrams: 'Sugar',
  caffeine: 'Caffeine',
  contains: 'Contains',
  containsNone: 'None of the major allergens',
  allergenNote: 'Allergens of the drink and its toppings. Made in a kitchen that handles milk, egg, soy, wheat, tree nuts, peanuts, sesame and coconut.',
  marks: { caffeineFree: 'Caffeine-free', dairyFree: 'Dairy-free', vegan: 'Vegan', dairyFreeOption: 'Dairy-free option' },
  comingSoon: 'Nutrition facts coming soon',
  nameLabel: 'Name it (optional)',
  namePlaceholder: 'e.g. My Monday boba',
  save: 'Save to My drinks',
  update: 'Update in My drinks',
  saved: 'Saved to My drinks',
  updated: 'My drinks updated',
  saveFailed: 'Could not save on this device. Your choices are still here; please try again.',
  showCashier: 'Show to the cashier',
} as const;

export const myDrinksTexts = {
  heading: 'My drinks',
  lead: 'Saved on this device, ready to show at the counter. They work offline.',
  empty: 'Nothing saved yet. Open a drink, make it yours and save it here.',
  open: 'Edit',
  cashier: 'Show to the cashier',
  remove: 'Remove',
  confirmRemove: (name: string) => `Remove “${name}” from My drinks?`,
  removed: 'Removed from My drinks',
  gone: 'No longer on the menu',
  drinkSoldOut: (store: string, when: string) => `Sold out today at ${store} · back ${when}`,
  toppingsSoldOut: (store: string, names: string) => `${names}: sold out today at ${store}, left out at the counter`,
} as const;

export const cashierTexts = {
  title: 'Show this to the cashier',
  order: 'My order',
  toppings: 'Toppings',
  noToppings: 'No toppings',
  close: 'Done',
} as const;
