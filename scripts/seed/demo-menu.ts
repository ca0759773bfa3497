/**
 * The brand menu (owned by the admin): the ten series of SPEC §2.6 in their
 * order, each with drinks and the parameters of their pictures.
 */
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

export function series(name: string, background: string, drinks: DrinkSeed[]): SeriesSeed {
  return { name, background, drinks };
}

const TAPIOCA = '#3b2416';
const BROWN_SUGAR = '#6b3410';

export const BRAND_MENU: SeriesSeed[] = [
  series('Puffle Waffle', '#fff0c9', [
    drink('Strawberry Cheesecake Puffle', 'A warm, crisp egg waffle rolled around strawberry and vanilla soft serve, finished with fresh strawberries and a ribbon of berry sauce.', { kind: 'waffle', scoops: ['#f7c6d0', '#fff5e1'], sleeve: '#ff8fab', fruit: ['strawberry'], drizzle: '#d6336c' }),
    drink('Double Chocolate Puffle', 'Cocoa egg waffle, chocolate soft serve and rainbow sprinkles, with a wafer stick for dipping. Pure happiness in a cone.', { kind: 'waffle', batter: '#9a6240', scoops: ['#7b4a32', '#a9745a'], sleeve: '#8ecae6', drizzle: '#3e2116', sprinkles: true, wafer: true }, '#fde8d7'),
    drink('Mango Tango Puffle', 'Golden waffle bubbles filled with mango and coconut soft serve, topped with juicy mango cubes and kiwi.', { kind: 'waffle', scoops: ['#ffd180', '#fff8e7', '#ffe0a3'], sleeve: '#ffb703', fruit: ['mango', 'kiwi', 'mango'] }),
    drink('Matcha Red Bean Puffle', 'Earthy Uji matcha soft serve over a crisp waffle cone, with sweet red bean drizzle and a crunchy wafer.', { kind: 'waffle', scoops: ['#a5d6a7', '#c5e1a5'], sleeve: '#74a57f', drizzle: '#8b3a3a', wafer: true }, '#eef6e4'),
  ]),
  series('Milk Tea', '#fde7d9', [
    drink('Classic Pearl Milk Tea', 'Our signature Assam black tea shaken with creamy milk over chewy, slow-cooked tapioca pearls. The one that started it all.', { kind: 'cup', drink: '#c89f74', drinkTop: '#dcbc95', pearls: TAPIOCA, straw: '#ff7a9a' }),
    drink('Taro Milk Tea', 'Real taro root blended into silky milk tea for a nutty, vanilla-like sweetness and that famous lavender colour.', { kind: 'cup', drink: '#b996d4', drinkTop: '#d6c0ea', pearls: TAPIOCA, straw: '#ffd166' }, '#efe6f7'),
    drink('Jasmine Green Milk Tea', 'Fragrant jasmine green tea with fresh milk: light, floral and smooth, with golden honey pearls.', { kind: 'cup', drink: '#e4dbb0', drinkTop: '#efe9cc', pearls: '#c98a2e', straw: '#58b4a0' }, '#eef5e6'),
    drink('Thai Milk Tea', 'Bold spiced Thai tea layered with condensed milk over ice, sweet, creamy and bright orange.', { kind: 'cup', drink: '#f0a35e', drinkTop: '#f7d9b5', ice: true, pearls: TAPIOCA, straw: '#e63946' }, '#fff1de'),
  ]),
  series('Cheese Cream', '#fff6e0', [
    drink('Cheese Cream Oolong', 'Roasted oolong tea crowned with a thick layer of lightly salted cream cheese foam. Sip it at an angle to get both.', { kind: 'cup', drink: '#c98b3c', drinkTop: '#ddb071', foam: '#fff4dc', ice: true, straw: '#8c5a2b' }),
    drink('Cheese Cream Matcha', 'Ceremonial-grade matcha with milk under our signature cheese foam, dusted with matcha powder.', { kind: 'cup', drink: '#7fb069', foam: '#fff1d0', drizzle: '#6a994e', straw: '#2f5d50' }, '#e8f4e2'),
    drink('Strawberry Cheese Cream', 'Fresh strawberry purée shaken with green tea, topped with creamy, savoury-sweet cheese foam.', { kind: 'cup', drink: '#ee6c8a', drinkTop: '#f7a8bb', foam: '#fff3e6', fruit: ['strawberry'], straw: '#ffd166' }, '#fde6ec'),
    drink('Cheese Cream Black Tea', 'A brisk Ceylon black tea balanced by a velvety cheese cream cap and a pinch of sea salt.', { kind: 'cup', drink: '#8a4b2a', drinkTop: '#a7673d', foam: '#fff6e3', ice: true, straw: '#f4a261' }),
  ]),
  series('Fresh Fruit Tea', '#fff1d6', [
    drink('Passion Fruit Green Tea', 'Tangy passion fruit and green tea shaken with orange and lime slices, with popping mango pearls.', { kind: 'cup', drink: '#f7c948', drinkTop: '#fbe28f', fruit: ['orange', 'lime'], pearls: '#ffb000', smallPearls: true, straw: '#e85d75' }),
    drink('Grapefruit Jasmine Tea', 'Hand-squeezed ruby grapefruit with jasmine green tea over ice: juicy, bittersweet and refreshing.', { kind: 'cup', drink: '#f8937b', drinkTop: '#fbc2b1', fruit: ['grapefruit'], ice: true, straw: '#3a9d8f' }, '#ffe6dc'),
    drink('Lemon Black Tea', 'Hong Kong style: strong black tea with a pile of fresh lemon slices, pressed for the oils and served ice cold.', { kind: 'cup', drink: '#c8702a', drinkTop: '#e3a04f', fruit: ['lemon'], ice: true, straw: '#ffd23f' }),
    drink('Peach Oolong Fruit Tea', 'White peach purée and fresh peach slices in a honey-sweet oolong, served over ice with lychee jelly.', { kind: 'cup', drink: '#f6b26b', drinkTop: '#fbd6a6', fruit: ['peach'], jelly: '#fdf4f0', straw: '#f28482' }, '#ffeedd'),
  ]),
  series('Stormy', '#f3e3d3', [
    drink('Stormy Brown Sugar Boba Milk', 'Warm brown sugar pearls rolled in caramelised syrup, with tiger stripes swirling through cold fresh milk.', { kind: 'cup', drink: '#f1e6d6', syrup: BROWN_SUGAR, pearls: '#4a230c', straw: '#3a2e39' }),
    drink('Stormy Matcha', 'Brown sugar boba and fresh milk under a float of stone-ground matcha. Sweet, earthy and dramatic.', { kind: 'cup', drink: '#f3ece0', drinkTop: '#93c572', layered: true, syrup: BROWN_SUGAR, pearls: '#4a230c', straw: '#2f5d50' }, '#ecf2e2'),
    drink('Stormy Cocoa', 'Rich Dutch cocoa milk with brown sugar syrup streaks and warm pearls, topped with a cloud of cream.', { kind: 'cup', drink: '#d7b899', syrup: '#5d2e0c', pearls: '#4a230c', cream: '#fff8ef', drizzle: '#5d2e0c', straw: '#f4a261' }),
  ]),
  series('Yakult', '#fff4d9', [
    drink('Green Apple Yakult', 'Crisp green apple, green tea and Yakult probiotic drink over ice. Sweet, tart and fizzy-tasting without the fizz.', { kind: 'cup', drink: '#b7d968', drinkTop: '#dcedb0', ice: true, straw: '#e63946' }, '#f1f8df'),
    drink('Mango Yakult Green Tea', 'Ripe mango and jasmine green tea shaken with Yakult, with chunks of real mango.', { kind: 'cup', drink: '#ffc04d', drinkTop: '#ffe2a0', fruit: ['mango'], ice: true, straw: '#43aa8b' }),
    drink('Strawberry Yakult', 'Strawberry purée and Yakult with strawberry popping pearls that burst with every sip.', { kind: 'cup', drink: '#ff9eb5', drinkTop: '#ffd0dc', pearls: '#ff3d6e', smallPearls: true, straw: '#ffffff' }, '#ffe5ec'),
    drink('Lychee Yakult', 'Floral lychee, green tea and Yakult with lychee jelly. Light, bright and dangerously drinkable.', { kind: 'cup', drink: '#f6dfe4', drinkTop: '#fbf0f2', jelly: '#ffffff', ice: true, straw: '#b5838d' }),
  ]),
  series('Pure milk', '#eef3fb', [
    drink('Fresh Milk with Pearls', 'Cold, creamy whole milk from a local dairy over honey-glazed tapioca pearls. No tea, just comfort.', { kind: 'cup', drink: '#f7f2ea', pearls: TAPIOCA, straw: '#5e9bd6' }),
    drink('Matcha Fresh Milk', 'A vivid layer of whisked matcha floating over fresh milk. Stir it and watch it turn jade green.', { kind: 'cup', drink: '#f7f2ea', drinkTop: '#7cb342', layered: true, ice: true, straw: '#ff8fab' }, '#e9f3e4'),
    drink('Strawberry Fresh Milk', 'Crushed fresh strawberries at the bottom, cold milk on top. Like strawberries and cream in a cup.', { kind: 'cup', drink: '#e84a6f', drinkTop: '#fbf5ef', layered: true, fruit: ['strawberry'], straw: '#66b3a6' }, '#fdeaf0'),
    drink('Taro Fresh Milk', 'Mashed taro with purple sweet potato beneath fresh milk, thick enough to need the wide straw.', { kind: 'cup', drink: '#a98bd1', drinkTop: '#f6f1fa', layered: true, straw: '#ffd166' }),
  ]),
  series('Tea', '#eaf5e6', [
    drink('Jasmine Green Tea', 'Jasmine-scented green tea brewed fresh every two hours. Clean, floral and lightly sweet.', { kind: 'cup', drink: '#d6cf74', drinkTop: '#ebe7b0', ice: true, straw: '#58b4a0' }),
    drink('Four Seasons Oolong', 'A Taiwanese high-mountain oolong with a buttery body and a long, orchid-like finish.', { kind: 'cup', drink: '#d89b3e', drinkTop: '#ecc37a', ice: true, straw: '#3a6ea5' }, '#fdf0dc'),
    drink('Classic Black Tea', 'Robust Assam black tea, cold-brewed and served over ice. Ask for it unsweetened.', { kind: 'cup', drink: '#9b4a24', drinkTop: '#bf6c3a', ice: true, straw: '#f4a261' }, '#f8e6da'),
    drink('Winter Melon Tea', 'Caramelised winter melon syrup brewed into black tea: sweet, toasty and nostalgic, with crystal boba.', { kind: 'cup', drink: '#c98b5a', drinkTop: '#e0b48a', pearls: '#f3efe6', straw: '#7fb069' }),
  ]),
  series('Coffee', '#eadfd6', [
    drink('Iced Café Latte', 'Double espresso poured over cold milk and ice, so you can watch the layers fall.', { kind: 'cup', drink: '#efe3d3', drinkTop: '#5b3a29', layered: true, ice: true, straw: '#222222' }),
    drink('Coffee Jelly Latte', 'Cubes of house-made coffee jelly in a creamy latte. Chewy, rich and not too sweet.', { kind: 'cup', drink: '#c9a27e', drinkTop: '#dcc1a5', jelly: '#3d2516', straw: '#e76f51' }),
    drink('Boba Coffee Milk Tea', 'Hong Kong yuenyeung: coffee and black milk tea together, with chewy tapioca pearls.', { kind: 'cup', drink: '#a87552', drinkTop: '#c49a76', pearls: TAPIOCA, straw: '#ffd166' }, '#f3e6da'),
    drink('Cheese Cream Cold Brew', 'Smooth 18-hour cold brew under a salty-sweet cheese foam cap. Our baristas\u2019 favourite.', { kind: 'cup', drink: '#3e2417', drinkTop: '#5c3a26', foam: '#fff4e0', ice: true, straw: '#f2cc8f' }),
  ]),
  series('Blended', '#fde2ea', [
    drink('Strawberry Smoothie', 'Whole strawberries blended with ice and yogurt, topped with whipped cream and berry sauce.', { kind: 'cup', drink: '#e86a8a', drinkTop: '#f7a8bd', cream: '#fffaf2', drizzle: '#c2185b', fruit: ['strawberry'], straw: '#ffd166' }),
    drink('Mango Snow', 'Ripe Ataulfo mango blended into a thick, icy slush with mango cubes and whipped cream.', { kind: 'cup', drink: '#ffb74d', drinkTop: '#ffd58f', cream: '#fffaf0', fruit: ['mango'], straw: '#43aa8b' }, '#fff0d2'),
    drink('Cookies & Cream Slush', 'Chocolate sandwich cookies blended with milk and ice, piled with cream and chocolate drizzle.', { kind: 'cup', drink: '#cfc3bc', drinkTop: '#e8e0da', cream: '#ffffff', drizzle: '#3e2723', pearls: TAPIOCA, straw: '#222222' }, '#eee8e4'),
    drink('Taro Slush', 'Frosty blended taro with coconut milk and tapioca pearls. Creamy, nutty and ice cold.', { kind: 'cup', drink: '#c5a3d9', drinkTop: '#dcc6ea', cream: '#fdf9ff', pearls: TAPIOCA, straw: '#ff8fab' }, '#f0e7f7'),
  ]),
];
