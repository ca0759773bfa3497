/**
 * The brand menu (owned by the admin): the ten series of SPEC §2.6 in their
 * order, each with drinks and what goes into them, which their pictures are
 * drawn from (each series in its own kind of cup or glass).
 */
import { recipeArt, TEAS, type Recipe } from './art/recipe';
import type { DrinkArt } from './pictures';

export interface DrinkSeed {
  name: string;
  description: string;
  art: DrinkArt;
  /** Picture background; the series background when unset. */
  background?: string;
}

export interface SeriesSeed {
  name: string;
  background: string;
  drinks: DrinkSeed[];
}

/** A drink row; `background` only where its picture differs from the series'. */
export function drink(name: string, description: string, art: DrinkArt, background?: string): DrinkSeed {
  return background ? { name, description, art, background } : { name, description, art };
}

/** A drink in a cup or glass, drawn from its recipe (art/recipe.ts). */
export const cup = (recipe: Recipe): DrinkArt => ({ kind: 'cup', ...recipeArt(recipe) });

export function series(name: string, background: string, drinks: DrinkSeed[]): SeriesSeed {
  return { name, background, drinks };
}

export const BRAND_MENU: SeriesSeed[] = [
  series('Puffle Waffle', '#fff0c9', [
    drink(
      'Strawberry Cheesecake Puffle',
      'A warm, crisp egg waffle rolled around strawberry and vanilla soft serve, finished with fresh strawberries and a ribbon of berry sauce.',
      { kind: 'waffle', scoops: ['#f7c6d0', '#fff5e1'], sleeve: '#ff8fab', fruit: ['strawberry'], drizzle: '#d6336c' },
    ),
    drink(
      'Double Chocolate Puffle',
      'Cocoa egg waffle, chocolate soft serve and rainbow sprinkles, with a wafer stick for dipping. Pure happiness in a cone.',
      { kind: 'waffle', batter: '#9a6240', scoops: ['#7b4a32', '#a9745a'], sleeve: '#8ecae6', drizzle: '#3e2116', sprinkles: true, wafer: true },
      '#fde8d7',
    ),
    drink('Mango Tango Puffle', 'Golden waffle bubbles filled with mango and coconut soft serve, topped with juicy mango cubes and kiwi.', {
      kind: 'waffle',
      scoops: ['#ffd180', '#fff8e7', '#ffe0a3'],
      sleeve: '#ffb703',
      fruit: ['mango', 'kiwi', 'mango'],
    }),
    drink(
      'Matcha Red Bean Puffle',
      'Earthy Uji matcha soft serve over a crisp waffle cone, with sweet red bean drizzle and a crunchy wafer.',
      { kind: 'waffle', scoops: ['#a5d6a7', '#c5e1a5'], sleeve: '#74a57f', drizzle: '#8b3a3a', wafer: true },
      '#eef6e4',
    ),
  ]),
  series('Milk Tea', '#fde7d9', [
    drink(
      'Classic Pearl Milk Tea',
      'Our signature Assam black tea shaken with creamy milk over chewy, slow-cooked tapioca pearls. The one that started it all.',
      cup({ tea: 'assam', milk: 0.5, pearls: 'tapioca', straw: '#ff7a9a' }),
    ),
    drink(
      'Taro Milk Tea',
      'Real taro root blended into silky milk tea for a nutty, vanilla-like sweetness and that famous lavender colour.',
      cup({ tea: 'black', flavour: { colour: '#b28ad6', amount: 0.8 }, milk: 0.4, pearls: 'tapioca', straw: '#ffd166' }),
      '#efe6f7',
    ),
    drink(
      'Jasmine Green Milk Tea',
      'Fragrant jasmine green tea with fresh milk: light, floral and smooth, with golden honey pearls.',
      cup({ tea: 'jasmine', milk: 0.45, pearls: 'honey', straw: '#58b4a0' }),
      '#eef5e6',
    ),
    drink(
      'Thai Milk Tea',
      'Bold spiced Thai tea poured over condensed milk and ice, sweet, creamy and bright orange, with silky egg pudding.',
      cup({ tea: 'thai', milk: 'under', ice: true, pudding: true, straw: '#e63946' }),
      '#fff1de',
    ),
  ]),
  series('Cheese Cream', '#fff6e0', [
    drink(
      'Cheese Cream Oolong',
      'Roasted oolong tea crowned with a thick layer of lightly salted cream cheese foam. Sip it at an angle to get both.',
      cup({ tea: 'oolong', top: 'cheese foam', ice: true, vessel: 'tumbler', straw: '#8c5a2b' }),
    ),
    drink(
      'Cheese Cream Matcha',
      'Ceremonial-grade matcha with milk under our signature cheese foam, dusted with matcha powder.',
      cup({ tea: 'matcha', milk: 0.3, top: 'cheese foam', dust: '#5f8f3a', vessel: 'tumbler', straw: '#2f5d50' }),
      '#e8f4e2',
    ),
    drink(
      'Strawberry Cheese Cream',
      'Fresh strawberry purée shaken with green tea, topped with creamy, savoury-sweet cheese foam.',
      cup({ tea: 'green', flavour: { colour: '#ee5c7e', amount: 0.85 }, top: 'cheese foam', fruit: ['strawberry'], vessel: 'tumbler', straw: '#ffd166' }),
      '#fde6ec',
    ),
    drink(
      'Cheese Cream Black Tea',
      'A brisk Ceylon black tea balanced by a velvety cheese cream cap and a pinch of sea salt.',
      cup({ tea: 'ceylon', top: 'cheese foam', ice: true, straw: '#f4a261' }),
    ),
  ]),
  series('Fresh Fruit Tea', '#fff1d6', [
    drink(
      'Passion Fruit Green Tea',
      'Tangy passion fruit and green tea shaken with orange and lime slices, with popping mango pearls.',
      cup({ tea: 'green', flavour: { colour: '#f7c948', amount: 0.7 }, fruit: ['orange', 'lime'], pearls: { popping: '#ffb000' }, vessel: 'tall', straw: '#e85d75' }),
    ),
    drink(
      'Grapefruit Jasmine Tea',
      'Hand-squeezed ruby grapefruit with jasmine green tea over ice: juicy, bittersweet and refreshing.',
      cup({ tea: 'jasmine', flavour: { colour: '#f8937b', amount: 0.7 }, fruit: ['grapefruit'], ice: true, vessel: 'tall', open: true, garnish: 'grapefruit', straw: '#3a9d8f' }),
      '#ffe6dc',
    ),
    drink(
      'Lemon Black Tea',
      'Hong Kong style: strong black tea with a pile of fresh lemon slices, pressed for the oils and served ice cold.',
      cup({ tea: 'black', fruit: ['lemon'], ice: true, vessel: 'tall', open: true, garnish: 'lemon', straw: '#ffd23f' }),
    ),
    drink(
      'Peach Oolong Fruit Tea',
      'White peach purée and fresh peach slices in a honey-sweet oolong, served over ice with lychee jelly.',
      cup({ tea: 'oolong', flavour: { colour: '#f6b26b', amount: 0.6 }, fruit: ['peach'], jelly: '#fdf4f0', vessel: 'tall', straw: '#f28482' }),
      '#ffeedd',
    ),
  ]),
  series('Stormy', '#f3e3d3', [
    drink(
      'Stormy Brown Sugar Boba Milk',
      'Warm brown sugar pearls rolled in caramelised syrup, with tiger stripes swirling through cold fresh milk.',
      cup({ tea: 'none', syrup: 'brown sugar', pearls: 'brown sugar', vessel: 'tumbler', straw: '#3a2e39' }),
    ),
    drink(
      'Stormy Matcha',
      'Brown sugar boba and fresh milk under a float of stone-ground matcha. Sweet, earthy and dramatic.',
      cup({ tea: 'matcha', milk: 'under', syrup: 'brown sugar', pearls: 'brown sugar', vessel: 'tumbler', straw: '#2f5d50' }),
      '#ecf2e2',
    ),
    drink(
      'Stormy Cocoa',
      'Rich Dutch cocoa milk with brown sugar syrup streaks and warm pearls, topped with a cloud of cream.',
      cup({
        tea: 'none',
        flavour: { colour: '#b08868' },
        milk: 0.3,
        syrup: 'brown sugar',
        pearls: 'brown sugar',
        top: 'cream',
        drizzle: '#5d2e0c',
        dust: '#5d2e0c',
        straw: '#f4a261',
      }),
    ),
  ]),
  series('Yakult', '#fff4d9', [
    drink(
      'Green Apple Yakult',
      'Crisp green apple, green tea and Yakult probiotic drink over ice. Sweet, tart and fizzy-tasting without the fizz.',
      cup({ tea: 'green', flavour: { colour: '#b7d968', amount: 0.75 }, ice: true, vessel: 'tall', straw: '#e63946' }),
      '#f1f8df',
    ),
    drink(
      'Mango Yakult Green Tea',
      'Ripe mango and jasmine green tea shaken with Yakult, with chunks of real mango.',
      cup({ tea: 'jasmine', flavour: { colour: '#ffc04d', amount: 0.8 }, fruit: ['mango'], ice: true, vessel: 'tall', straw: '#43aa8b' }),
    ),
    drink(
      'Strawberry Yakult',
      'Strawberry purée and Yakult with strawberry popping pearls that burst with every sip.',
      cup({ tea: 'none', flavour: { colour: '#ff9eb5' }, pearls: { popping: '#ff3d6e' }, vessel: 'tall', straw: '#ffffff' }),
      '#ffe5ec',
    ),
    drink(
      'Lychee Yakult',
      'Floral lychee, green tea and Yakult with lychee jelly. Light, bright and dangerously drinkable.',
      cup({ tea: 'green', flavour: { colour: '#f6dfe4', amount: 0.85 }, jelly: '#ffffff', ice: true, vessel: 'tall', straw: '#b5838d' }),
    ),
  ]),
  series('Pure milk', '#eef3fb', [
    drink(
      'Fresh Milk with Pearls',
      'Cold, creamy whole milk from a local dairy over honey-glazed tapioca pearls. No tea, just comfort.',
      cup({ tea: 'none', pearls: 'tapioca', vessel: 'jar', straw: '#5e9bd6' }),
    ),
    drink(
      'Matcha Fresh Milk',
      'A vivid layer of whisked matcha floating over fresh milk and sweet red beans. Stir it and watch it turn jade green.',
      cup({ tea: 'matcha', milk: 'under', redBean: true, ice: true, vessel: 'jar', straw: '#ff8fab' }),
      '#e9f3e4',
    ),
    drink(
      'Strawberry Fresh Milk',
      'Crushed fresh strawberries at the bottom, cold milk on top. Like strawberries and cream in a cup.',
      cup({ tea: 'none', flavour: { colour: '#e84a6f', settled: true }, fruit: ['strawberry'], vessel: 'jar', straw: '#66b3a6' }),
      '#fdeaf0',
    ),
    drink(
      'Taro Fresh Milk',
      'Mashed taro with purple sweet potato beneath fresh milk, thick enough to need the wide straw.',
      cup({ tea: 'none', flavour: { colour: '#a98bd1', settled: true }, vessel: 'jar', straw: '#ffd166' }),
    ),
  ]),
  series('Tea', '#eaf5e6', [
    drink(
      'Jasmine Green Tea',
      'Jasmine-scented green tea brewed fresh every two hours. Clean, floral and lightly sweet, with a sprig of mint.',
      cup({ tea: 'jasmine', ice: true, vessel: 'tall', open: true, garnish: 'mint', straw: '#58b4a0' }),
    ),
    drink(
      'Four Seasons Oolong',
      'A Taiwanese high-mountain oolong with a buttery body and a long, orchid-like finish.',
      cup({ tea: 'four seasons', ice: true, vessel: 'tumbler', straw: '#3a6ea5' }),
      '#fdf0dc',
    ),
    drink(
      'Classic Black Tea',
      'Robust Assam black tea, cold-brewed and served over ice with a slice of lemon. Ask for it unsweetened.',
      cup({ tea: 'assam', ice: true, vessel: 'tall', open: true, garnish: 'lemon', straw: '#f4a261' }),
      '#f8e6da',
    ),
    drink(
      'Winter Melon Tea',
      'Caramelised winter melon syrup brewed into black tea: sweet, toasty and nostalgic, with crystal boba.',
      cup({ tea: 'winter melon', pearls: 'crystal', straw: '#7fb069' }),
    ),
  ]),
  series('Coffee', '#eadfd6', [
    drink(
      'Iced Café Latte',
      'Double espresso poured over cold milk and ice, so you can watch the layers fall.',
      cup({ tea: 'coffee', milk: 'under', ice: true, vessel: 'tumbler', straw: '#222222' }),
    ),
    drink(
      'Coffee Jelly Latte',
      'Cubes of house-made coffee jelly in a creamy latte. Chewy, rich and not too sweet.',
      cup({ tea: 'coffee', milk: 0.65, jelly: '#3d2516', vessel: 'tumbler', straw: '#e76f51' }),
    ),
    drink(
      'Boba Coffee Milk Tea',
      'Hong Kong yuenyeung: coffee and black milk tea together, with chewy tapioca pearls.',
      cup({ tea: 'coffee', flavour: { colour: TEAS.black, amount: 0.5 }, milk: 0.45, pearls: 'tapioca', straw: '#ffd166' }),
      '#f3e6da',
    ),
    drink(
      'Cheese Cream Cold Brew',
      'Smooth 18-hour cold brew under a salty-sweet cheese foam cap, dusted with cocoa. Our baristas\u2019 favourite.',
      cup({ tea: 'coffee', top: 'cheese foam', ice: true, dust: '#5c3a26', vessel: 'tall', open: true, straw: '#f2cc8f' }),
    ),
  ]),
  series('Blended', '#fde2ea', [
    drink(
      'Strawberry Smoothie',
      'Whole strawberries blended with ice and yogurt, topped with whipped cream and berry sauce.',
      cup({ tea: 'none', flavour: { colour: '#e86a8a' }, top: 'cream', drizzle: '#c2185b', fruit: ['strawberry'], straw: '#ffd166' }),
    ),
    drink(
      'Mango Snow',
      'Ripe Ataulfo mango blended into a thick, icy slush with mango cubes and whipped cream.',
      cup({ tea: 'none', flavour: { colour: '#ffb74d' }, top: 'cream', fruit: ['mango'], straw: '#43aa8b' }),
      '#fff0d2',
    ),
    drink(
      'Cookies & Cream Slush',
      'Chocolate sandwich cookies blended with milk and ice, piled with cream, cookie crumbs and chocolate drizzle.',
      cup({ tea: 'none', flavour: { colour: '#cfc3bc' }, top: 'cream', drizzle: '#3e2723', dust: '#3e2723', pearls: 'tapioca', straw: '#222222' }),
      '#eee8e4',
    ),
    drink(
      'Taro Slush',
      'Frosty blended taro with coconut milk and tapioca pearls. Creamy, nutty and ice cold.',
      cup({ tea: 'none', flavour: { colour: '#c5a3d9' }, top: 'cream', pearls: 'tapioca', straw: '#ff8fab' }),
      '#f0e7f7',
    ),
  ]),
];
