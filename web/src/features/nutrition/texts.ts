// Product texts of /nutrition (#24).
export const nutritionTexts = {
  title: 'Nutrition facts',
  description: 'Calories, sugar, caffeine and allergens of every drink and topping on our menu, size by size.',
  lead: 'Every drink at its standard recipe (100% sugar, regular ice), size by size, and every topping per serving. Less sugar or ice changes the numbers: open a drink to see its build.',
  drinksHeading: 'Drinks',
  toppingsHeading: 'Toppings',
  columns: {
    drink: 'Drink',
    size: 'Size',
    calories: 'Calories',
    sugar: 'Sugar (g)',
    caffeine: 'Caffeine (mg)',
    allergens: 'Allergens',
    topping: 'Topping',
    perServing: 'Calories per serving',
  },
  none: 'None',
  comingSoon: 'Nutrition facts coming soon',
  print: 'Print this page',
  loading: 'Loading nutrition facts…',
  empty: 'The menu is being updated. Please check back soon.',
  vegan: 'Vegan',
} as const;
