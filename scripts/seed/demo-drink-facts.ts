/**
 * Demo nutrition: head office's toppings (drawn in art/topping.ts) and the
 * facts of every seeded drink, from public figures of comparable chain drinks
 * (a 16 oz milk tea with pearls is about 300–450 Cal, 30–60 mg caffeine).
 * A drink gets its series' profile unless it has its own line below.
 */
import type { Allergen, DrinkFacts, IceLevel, Served } from '../../worker/src/contract/drink-facts';
import type { ToppingArt } from './art/topping';

export interface ToppingSeed {
  name: string;
  calories: number;
  sugarG: number;
  caffeineMg: number;
  allergens: Allergen[];
  vegan: boolean;
  art: ToppingArt;
  background: string;
}

export const TOPPINGS: ToppingSeed[] = [
  { name: 'Tapioca Pearls', calories: 150, sugarG: 12, caffeineMg: 0, allergens: [], vegan: true, art: { pieces: { kind: 'pearls', colour: '#3b2418' } }, background: '#fde7d9' },
  {
    name: 'Brown Sugar Pearls',
    calories: 170,
    sugarG: 18,
    caffeineMg: 0,
    allergens: [],
    vegan: true,
    art: { pieces: { kind: 'pearls', colour: '#6b3a1e' } },
    background: '#f3e3d3',
  },
  {
    name: 'Mango Popping Boba',
    calories: 70,
    sugarG: 15,
    caffeineMg: 0,
    allergens: [],
    vegan: true,
    art: { pieces: { kind: 'popping', colour: '#ffb000' } },
    background: '#fff1d6',
  },
  {
    name: 'Strawberry Popping Boba',
    calories: 70,
    sugarG: 15,
    caffeineMg: 0,
    allergens: [],
    vegan: true,
    art: { pieces: { kind: 'popping', colour: '#ff3d6e' } },
    background: '#ffe5ec',
  },
  { name: 'Grass Jelly', calories: 40, sugarG: 8, caffeineMg: 0, allergens: [], vegan: true, art: { pieces: { kind: 'cubes', colour: '#2a2420' } }, background: '#eaf5e6' },
  {
    name: 'Egg Pudding',
    calories: 90,
    sugarG: 11,
    caffeineMg: 0,
    allergens: ['milk', 'egg'],
    vegan: false,
    art: { pieces: { kind: 'dome', colour: '#f6d365', caramel: '#a0522d' } },
    background: '#fff6e0',
  },
  { name: 'Red Bean', calories: 100, sugarG: 14, caffeineMg: 0, allergens: [], vegan: true, art: { pieces: { kind: 'beans', colour: '#8b2c2c' } }, background: '#fde8d7' },
  {
    name: 'Aloe Vera',
    calories: 40,
    sugarG: 9,
    caffeineMg: 0,
    allergens: [],
    vegan: true,
    art: { pieces: { kind: 'cubes', colour: '#e3f1d0', clear: true } },
    background: '#eef6e4',
  },
  {
    name: 'Lychee Jelly',
    calories: 60,
    sugarG: 13,
    caffeineMg: 0,
    allergens: [],
    vegan: true,
    art: { pieces: { kind: 'cubes', colour: '#fdf4f0', clear: true } },
    background: '#ffeedd',
  },
  { name: 'Coffee Jelly', calories: 25, sugarG: 4, caffeineMg: 30, allergens: [], vegan: true, art: { pieces: { kind: 'cubes', colour: '#3d2516' } }, background: '#eadfd6' },
  {
    name: 'Cheese Foam',
    calories: 120,
    sugarG: 6,
    caffeineMg: 0,
    allergens: ['milk'],
    vegan: false,
    art: { pieces: { kind: 'foam', colour: '#fff8e6', dust: '#c9a26b' } },
    background: '#fff6e0',
  },
];

/** A drink's medium (16 oz) at the standard recipe; the large (24 oz) is 1.5 times it. */
interface Profile {
  calories: number;
  sugarG: number;
  addedSugarG: number;
  caffeineMg: number;
  allergens: Allergen[];
  served?: Served;
  toppings: string[];
  dairyFreeOption?: boolean;
  vegan?: boolean;
  /** Blended drinks and soft serve come in one size and set sweetness. */
  oneSize?: string;
  fixedSugar?: boolean;
}

const MILK_TEA_TOPPINGS = ['Tapioca Pearls', 'Brown Sugar Pearls', 'Egg Pudding', 'Red Bean', 'Grass Jelly', 'Cheese Foam'];
const FRUIT_TOPPINGS = ['Mango Popping Boba', 'Strawberry Popping Boba', 'Aloe Vera', 'Lychee Jelly', 'Grass Jelly', 'Tapioca Pearls'];

const SERIES: Record<string, Profile> = {
  'Puffle Waffle': {
    calories: 520,
    sugarG: 48,
    addedSugarG: 30,
    caffeineMg: 0,
    allergens: ['milk', 'egg', 'wheat', 'soy'],
    served: 'cold',
    toppings: [],
    oneSize: 'Regular',
    fixedSugar: true,
  },
  'Milk Tea': { calories: 310, sugarG: 38, addedSugarG: 30, caffeineMg: 70, allergens: ['milk'], served: 'both', toppings: MILK_TEA_TOPPINGS, dairyFreeOption: true },
  'Cheese Cream': { calories: 280, sugarG: 30, addedSugarG: 24, caffeineMg: 55, allergens: ['milk'], served: 'cold', toppings: ['Tapioca Pearls', 'Grass Jelly', 'Aloe Vera'] },
  'Fresh Fruit Tea': { calories: 180, sugarG: 40, addedSugarG: 26, caffeineMg: 35, allergens: [], served: 'cold', toppings: FRUIT_TOPPINGS, vegan: true },
  Stormy: {
    calories: 420,
    sugarG: 52,
    addedSugarG: 40,
    caffeineMg: 0,
    allergens: ['milk'],
    served: 'both',
    toppings: ['Egg Pudding', 'Cheese Foam', 'Red Bean'],
    dairyFreeOption: true,
  },
  Yakult: { calories: 200, sugarG: 42, addedSugarG: 24, caffeineMg: 30, allergens: ['milk', 'soy'], served: 'cold', toppings: FRUIT_TOPPINGS },
  'Pure milk': {
    calories: 330,
    sugarG: 36,
    addedSugarG: 18,
    caffeineMg: 0,
    allergens: ['milk'],
    served: 'both',
    toppings: ['Tapioca Pearls', 'Brown Sugar Pearls', 'Red Bean', 'Egg Pudding'],
    dairyFreeOption: true,
  },
  Tea: { calories: 110, sugarG: 26, addedSugarG: 26, caffeineMg: 50, allergens: [], served: 'both', toppings: FRUIT_TOPPINGS, vegan: true },
  Coffee: {
    calories: 210,
    sugarG: 24,
    addedSugarG: 12,
    caffeineMg: 150,
    allergens: ['milk'],
    served: 'both',
    toppings: ['Coffee Jelly', 'Tapioca Pearls', 'Cheese Foam'],
    dairyFreeOption: true,
  },
  Blended: {
    calories: 380,
    sugarG: 58,
    addedSugarG: 36,
    caffeineMg: 0,
    allergens: ['milk'],
    served: 'cold',
    toppings: ['Tapioca Pearls', 'Mango Popping Boba', 'Strawberry Popping Boba', 'Red Bean'],
  },
};

/** Drinks that differ from their series' profile. */
const DRINKS: Record<string, Partial<Profile>> = {
  'Double Chocolate Puffle': { calories: 590, sugarG: 55 },
  'Matcha Red Bean Puffle': { calories: 540, caffeineMg: 25 },
  'Classic Pearl Milk Tea': { calories: 300 },
  'Taro Milk Tea': { calories: 340, sugarG: 42, caffeineMg: 45, allergens: ['milk', 'coconut'] },
  'Jasmine Green Milk Tea': { calories: 270, caffeineMg: 40 },
  'Thai Milk Tea': { calories: 360, sugarG: 46, addedSugarG: 34, caffeineMg: 60, served: 'cold', dairyFreeOption: false },
  'Cheese Cream Matcha': { calories: 320, caffeineMg: 70 },
  'Strawberry Cheese Cream': { calories: 300, sugarG: 38, caffeineMg: 25 },
  // No tea in it: strawberry and Yakult only.
  'Strawberry Yakult': { calories: 190, sugarG: 40, addedSugarG: 20, caffeineMg: 0 },
  'Grapefruit Jasmine Tea': { calories: 160, sugarG: 36 },
  'Lemon Black Tea': { calories: 140, sugarG: 32, caffeineMg: 60 },
  'Peach Oolong Fruit Tea': { calories: 190, caffeineMg: 30 },
  'Stormy Matcha': { calories: 430, caffeineMg: 70 },
  'Stormy Cocoa': { calories: 460, caffeineMg: 10 },
  'Matcha Fresh Milk': { calories: 320, caffeineMg: 70 },
  'Taro Fresh Milk': { calories: 360, allergens: ['milk', 'coconut'] },
  'Jasmine Green Tea': { calories: 100, sugarG: 24, addedSugarG: 24, caffeineMg: 35 },
  'Four Seasons Oolong': { calories: 90, sugarG: 22, addedSugarG: 22, caffeineMg: 40 },
  'Classic Black Tea': { caffeineMg: 60 },
  'Winter Melon Tea': { calories: 170, sugarG: 40, addedSugarG: 40, caffeineMg: 30 },
  'Iced Café Latte': { calories: 190, sugarG: 18, addedSugarG: 6, caffeineMg: 150, served: 'cold' },
  'Boba Coffee Milk Tea': { calories: 320, sugarG: 36, addedSugarG: 26, caffeineMg: 130 },
  'Cheese Cream Cold Brew': { calories: 170, sugarG: 12, addedSugarG: 8, caffeineMg: 200, served: 'cold' },
  'Mango Snow': { calories: 330, sugarG: 62, allergens: ['milk'] },
  'Cookies & Cream Slush': { calories: 480, sugarG: 60, allergens: ['milk', 'wheat', 'soy'] },
  'Taro Slush': { calories: 400, allergens: ['milk', 'coconut'] },
  // The franchises' own drinks.
  'Lychee Rose Oolong': { calories: 170, sugarG: 36, addedSugarG: 26, caffeineMg: 40, allergens: [], served: 'cold', toppings: FRUIT_TOPPINGS, vegan: true },
  'Ube Coconut Milk Tea': { calories: 360, sugarG: 40, addedSugarG: 28, caffeineMg: 50, allergens: ['coconut'], toppings: MILK_TEA_TOPPINGS, vegan: true, dairyFreeOption: false },
  'Hojicha Latte': { calories: 190, sugarG: 16, addedSugarG: 10, caffeineMg: 20, allergens: [], toppings: ['Red Bean', 'Tapioca Pearls'], vegan: true, dairyFreeOption: false },
  'Calpico Peach Tea': { calories: 210, sugarG: 44, addedSugarG: 26, caffeineMg: 25, allergens: ['milk'], served: 'cold', toppings: FRUIT_TOPPINGS, vegan: false },
  'Peach Sweet Tea Boba': { calories: 240, sugarG: 50, addedSugarG: 44, caffeineMg: 45, allergens: [], served: 'cold', toppings: FRUIT_TOPPINGS, vegan: true },
  'Horchata Milk Tea': { calories: 380, sugarG: 44, addedSugarG: 32, caffeineMg: 45, allergens: ['milk', 'tree-nuts'], toppings: MILK_TEA_TOPPINGS },
};

const ICE: IceLevel[] = ['regular', 'less', 'none'];
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The facts of a seeded drink (topping names stand for the toppings' ids until the rows exist). */
export function demoFacts(seriesName: string, drinkName: string): DrinkFacts {
  const base = SERIES[seriesName] ?? SERIES['Milk Tea'];
  const p: Profile = { ...base, ...DRINKS[drinkName] };
  const served = p.served ?? 'both';
  const size = (name: string, ounces: number, k: number) => ({
    name,
    ounces,
    calories: Math.round(p.calories * k),
    sugarG: round1(p.sugarG * k),
    addedSugarG: round1(p.addedSugarG * k),
    caffeineMg: Math.round(p.caffeineMg * k),
  });
  return {
    sizes: p.oneSize ? [size(p.oneSize, 12, 1)] : [size('Medium', 16, 1), size('Large', 24, 1.5)],
    served,
    sugarLevels: p.fixedSugar ? [100] : [100, 70, 50, 30, 0],
    iceLevels: served === 'hot' || p.oneSize ? (served === 'hot' ? [] : ['regular']) : ICE,
    allergens: p.allergens,
    dairyFreeOption: p.dairyFreeOption ?? false,
    vegan: p.vegan ?? false,
    toppingIds: p.toppings,
  };
}
