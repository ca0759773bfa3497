/**
 * A drink's picture from what goes into it: the tea (or coffee) and how much
 * milk, a flavour blended in or settled as its own layer, the toppings, what
 * sits on top and what it is served in. The colours come from the
 * ingredients, so a Thai milk tea is orange and a jasmine milk tea pale, and
 * two drinks of one series still look like the drinks they are.
 */
import { hex, lighten, mix, type Rgb } from '../raster';
import type { CupArt, Vessel } from './cup';
import type { Fruit } from './fruit';

/** Brewed colours, as they look over ice in a clear cup. */
export const TEAS = {
  assam: '#8a3f18',
  black: '#9b4a24',
  ceylon: '#8a4b2a',
  green: '#cdc57a',
  jasmine: '#d6cf74',
  oolong: '#c98b3c',
  'four seasons': '#d89b3e',
  hojicha: '#9a6a40',
  matcha: '#6fa046',
  thai: '#e8893d',
  'winter melon': '#c98b5a',
  coffee: '#3e2417',
  none: '',
} as const;
export type Tea = keyof typeof TEAS;

const MILK = hex('#f6efe4');

const PEARLS = { tapioca: '#3b2416', 'brown sugar': '#4a230c', honey: '#c98a2e', crystal: '#f3efe6' } as const;

export interface Recipe {
  tea: Tea;
  /** Milk stirred in (0 none, 1 all milk), or poured as its own layer under the tea (`'under'`). */
  milk?: number | 'under';
  /** Fruit purée, taro, sweet potato, Yakult…: blended through (`amount`, 0 to 1) or settled as its own bottom layer. */
  flavour?: { colour: string; amount?: number; settled?: boolean };
  pearls?: keyof typeof PEARLS | { popping: string };
  jelly?: string;
  pudding?: boolean;
  redBean?: boolean;
  ice?: boolean;
  /** Pieces in the drink. */
  fruit?: Fruit[];
  syrup?: 'brown sugar';
  top?: 'cheese foam' | 'milk foam' | 'cream';
  drizzle?: string;
  dust?: string;
  garnish?: Fruit | 'mint';
  vessel?: Vessel;
  /** Served without the cup's film, so a garnish can sit on the rim. */
  open?: boolean;
  straw: string;
}

const css = (c: Rgb) =>
  `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** The drink's own colour: the tea, the flavour through it, the milk stirred in. */
function body(recipe: Recipe): Rgb {
  const tea = TEAS[recipe.tea];
  const flavour = recipe.flavour && !recipe.flavour.settled ? hex(recipe.flavour.colour) : null;
  let colour = tea ? hex(tea) : (flavour ?? MILK);
  if (tea && flavour) colour = mix(colour, flavour, recipe.flavour!.amount ?? 0.6);
  if (typeof recipe.milk === 'number') colour = mix(colour, MILK, recipe.milk);
  return colour;
}

export function recipeArt(recipe: Recipe): CupArt {
  const art: CupArt = { drink: '', straw: recipe.straw };
  const colour = body(recipe);
  if (recipe.milk === 'under') {
    // A float of tea or coffee poured over milk.
    Object.assign(art, { drink: css(MILK), drinkTop: css(colour), layered: true });
  } else if (recipe.flavour?.settled) {
    // Purée or mash at the bottom, the drink poured over it.
    Object.assign(art, { drink: recipe.flavour.colour, drinkTop: css(colour), layered: true });
  } else {
    // Lighter towards the top, as light comes through the ice and the surface.
    Object.assign(art, { drink: css(colour), drinkTop: css(lighten(colour, 0.28)) });
  }
  if (recipe.pearls) Object.assign(art, typeof recipe.pearls === 'string' ? { pearls: PEARLS[recipe.pearls] } : { pearls: recipe.pearls.popping, smallPearls: true });
  if (recipe.jelly) art.jelly = recipe.jelly;
  if (recipe.pudding) art.pudding = '#f2c14e';
  if (recipe.redBean) art.beans = '#7a2a2a';
  if (recipe.ice) art.ice = true;
  if (recipe.fruit?.length) art.fruit = recipe.fruit;
  if (recipe.syrup) art.syrup = '#6b3410';
  if (recipe.top === 'cheese foam') art.foam = '#fff4dc';
  if (recipe.top === 'milk foam') art.foam = '#fbf7f0';
  if (recipe.top === 'cream') art.cream = '#fffaf2';
  if (recipe.drizzle) art.drizzle = recipe.drizzle;
  if (recipe.dust) art.dust = recipe.dust;
  if (recipe.garnish) art.garnish = recipe.garnish;
  if (recipe.vessel) art.vessel = recipe.vessel;
  if (recipe.open) art.open = true;
  return art;
}
