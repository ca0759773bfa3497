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

const TAPIOCA = '#3b2416';
const BROWN_SUGAR = '#6b3410';

export const BRAND_MENU: SeriesSeed[] = [
  {
    name: 'Puffle Waffle',
    background: '#fff0c9',
    drinks: [
      {
        name: 'Strawberry Cheesecake Puffle',
        description: 'A warm, crisp egg waffle rolled around strawberry and vanilla soft serve, finished with fresh strawberries and a ribbon of berry sauce.',
        art: { kind: 'waffle', scoops: ['#f7c6d0', '#fff5e1'], sleeve: '#ff8fab', fruit: ['strawberry'], drizzle: '#d6336c' },
      },
      {
        name: 'Double Chocolate Puffle',
        description: 'Cocoa egg waffle, chocolate soft serve and rainbow sprinkles, with a wafer stick for dipping. Pure happiness in a cone.',
        art: { kind: 'waffle', batter: '#9a6240', scoops: ['#7b4a32', '#a9745a'], sleeve: '#8ecae6', drizzle: '#3e2116', sprinkles: true, wafer: true },
        background: '#fde8d7',
      },
      {
        name: 'Mango Tango Puffle',
        description: 'Golden waffle bubbles filled with mango and coconut soft serve, topped with juicy mango cubes and kiwi.',
        art: { kind: 'waffle', scoops: ['#ffd180', '#fff8e7', '#ffe0a3'], sleeve: '#ffb703', fruit: ['mango', 'kiwi', 'mango'] },
      },
      {
        name: 'Matcha Red Bean Puffle',
        description: 'Earthy Uji matcha soft serve over a crisp waffle cone, with sweet red bean drizzle and a crunchy wafer.',
        art: { kind: 'waffle', scoops: ['#a5d6a7', '#c5e1a5'], sleeve: '#74a57f', drizzle: '#8b3a3a', wafer: true },
        background: '#eef6e4',
      },
    ],
  },
  {
    name: 'Milk Tea',
    background: '#fde7d9',
    drinks: [
      {
        name: 'Classic Pearl Milk Tea',
        description: 'Our signature Assam black tea shaken with creamy milk over chewy, slow-cooked tapioca pearls. The one that started it all.',
        art: { kind: 'cup', drink: '#c89f74', drinkTop: '#dcbc95', pearls: TAPIOCA, straw: '#ff7a9a' },
      },
      {
        name: 'Taro Milk Tea',
        description: 'Real taro root blended into silky milk tea for a nutty, vanilla-like sweetness and that famous lavender colour.',
        art: { kind: 'cup', drink: '#b996d4', drinkTop: '#d6c0ea', pearls: TAPIOCA, straw: '#ffd166' },
        background: '#efe6f7',
      },
      {
        name: 'Jasmine Green Milk Tea',
        description: 'Fragrant jasmine green tea with fresh milk: light, floral and smooth, with golden honey pearls.',
        art: { kind: 'cup', drink: '#e4dbb0', drinkTop: '#efe9cc', pearls: '#c98a2e', straw: '#58b4a0' },
        background: '#eef5e6',
      },
      {
        name: 'Thai Milk Tea',
        description: 'Bold spiced Thai tea layered with condensed milk over ice, sweet, creamy and bright orange.',
        art: { kind: 'cup', drink: '#f0a35e', drinkTop: '#f7d9b5', ice: true, pearls: TAPIOCA, straw: '#e63946' },
        background: '#fff1de',
      },
    ],
  },
  {
    name: 'Cheese Cream',
    background: '#fff6e0',
    drinks: [
      {
        name: 'Cheese Cream Oolong',
        description: 'Roasted oolong tea crowned with a thick layer of lightly salted cream cheese foam. Sip it at an angle to get both.',
        art: { kind: 'cup', drink: '#c98b3c', drinkTop: '#ddb071', foam: '#fff4dc', ice: true, straw: '#8c5a2b' },
      },
      {
        name: 'Cheese Cream Matcha',
        description: 'Ceremonial-grade matcha with milk under our signature cheese foam, dusted with matcha powder.',
        art: { kind: 'cup', drink: '#7fb069', foam: '#fff1d0', drizzle: '#6a994e', straw: '#2f5d50' },
        background: '#e8f4e2',
      },
      {
        name: 'Strawberry Cheese Cream',
        description: 'Fresh strawberry purée shaken with green tea, topped with creamy, savoury-sweet cheese foam.',
        art: { kind: 'cup', drink: '#ee6c8a', drinkTop: '#f7a8bb', foam: '#fff3e6', fruit: ['strawberry'], straw: '#ffd166' },
        background: '#fde6ec',
      },
      {
        name: 'Cheese Cream Black Tea',
        description: 'A brisk Ceylon black tea balanced by a velvety cheese cream cap and a pinch of sea salt.',
        art: { kind: 'cup', drink: '#8a4b2a', drinkTop: '#a7673d', foam: '#fff6e3', ice: true, straw: '#f4a261' },
      },
    ],
  },
  {
    name: 'Fresh Fruit Tea',
    background: '#fff1d6',
    drinks: [
      {
        name: 'Passion Fruit Green Tea',
        description: 'Tangy passion fruit and green tea shaken with orange and lime slices, with popping mango pearls.',
        art: { kind: 'cup', drink: '#f7c948', drinkTop: '#fbe28f', fruit: ['orange', 'lime'], pearls: '#ffb000', smallPearls: true, straw: '#e85d75' },
      },
      {
        name: 'Grapefruit Jasmine Tea',
        description: 'Hand-squeezed ruby grapefruit with jasmine green tea over ice: juicy, bittersweet and refreshing.',
        art: { kind: 'cup', drink: '#f8937b', drinkTop: '#fbc2b1', fruit: ['grapefruit'], ice: true, straw: '#3a9d8f' },
        background: '#ffe6dc',
      },
      {
        name: 'Lemon Black Tea',
        description: 'Hong Kong style: strong black tea with a pile of fresh lemon slices, pressed for the oils and served ice cold.',
        art: { kind: 'cup', drink: '#c8702a', drinkTop: '#e3a04f', fruit: ['lemon'], ice: true, straw: '#ffd23f' },
      },
      {
        name: 'Peach Oolong Fruit Tea',
        description: 'White peach purée and fresh peach slices in a honey-sweet oolong, served over ice with lychee jelly.',
        art: { kind: 'cup', drink: '#f6b26b', drinkTop: '#fbd6a6', fruit: ['peach'], jelly: '#fdf4f0', straw: '#f28482' },
        background: '#ffeedd',
      },
    ],
  },
  {
    name: 'Stormy',
    background: '#f3e3d3',
    drinks: [
      {
        name: 'Stormy Brown Sugar Boba Milk',
        description: 'Warm brown sugar pearls rolled in caramelised syrup, with tiger stripes swirling through cold fresh milk.',
        art: { kind: 'cup', drink: '#f1e6d6', syrup: BROWN_SUGAR, pearls: '#4a230c', straw: '#3a2e39' },
      },
      {
        name: 'Stormy Matcha',
        description: 'Brown sugar boba and fresh milk under a float of stone-ground matcha. Sweet, earthy and dramatic.',
        art: { kind: 'cup', drink: '#f3ece0', drinkTop: '#93c572', layered: true, syrup: BROWN_SUGAR, pearls: '#4a230c', straw: '#2f5d50' },
        background: '#ecf2e2',
      },
      {
        name: 'Stormy Cocoa',
        description: 'Rich Dutch cocoa milk with brown sugar syrup streaks and warm pearls, topped with a cloud of cream.',
        art: { kind: 'cup', drink: '#d7b899', syrup: '#5d2e0c', pearls: '#4a230c', cream: '#fff8ef', drizzle: '#5d2e0c', straw: '#f4a261' },
      },
    ],
  },
  {
    name: 'Yakult',
    background: '#fff4d9',
    drinks: [
      {
        name: 'Green Apple Yakult',
        description: 'Crisp green apple, green tea and Yakult probiotic drink over ice. Sweet, tart and fizzy-tasting without the fizz.',
        art: { kind: 'cup', drink: '#b7d968', drinkTop: '#dcedb0', ice: true, straw: '#e63946' },
        background: '#f1f8df',
      },
      {
        name: 'Mango Yakult Green Tea',
        description: 'Ripe mango and jasmine green tea shaken with Yakult, with chunks of real mango.',
        art: { kind: 'cup', drink: '#ffc04d', drinkTop: '#ffe2a0', fruit: ['mango'], ice: true, straw: '#43aa8b' },
      },
      {
        name: 'Strawberry Yakult',
        description: 'Strawberry purée and Yakult with strawberry popping pearls that burst with every sip.',
        art: { kind: 'cup', drink: '#ff9eb5', drinkTop: '#ffd0dc', pearls: '#ff3d6e', smallPearls: true, straw: '#ffffff' },
        background: '#ffe5ec',
      },
      {
        name: 'Lychee Yakult',
        description: 'Floral lychee, green tea and Yakult with lychee jelly. Light, bright and dangerously drinkable.',
        art: { kind: 'cup', drink: '#f6dfe4', drinkTop: '#fbf0f2', jelly: '#ffffff', ice: true, straw: '#b5838d' },
      },
    ],
  },
  {
    name: 'Pure milk',
    background: '#eef3fb',
    drinks: [
      {
        name: 'Fresh Milk with Pearls',
        description: 'Cold, creamy whole milk from a local dairy over honey-glazed tapioca pearls. No tea, just comfort.',
        art: { kind: 'cup', drink: '#f7f2ea', pearls: TAPIOCA, straw: '#5e9bd6' },
      },
      {
        name: 'Matcha Fresh Milk',
        description: 'A vivid layer of whisked matcha floating over fresh milk. Stir it and watch it turn jade green.',
        art: { kind: 'cup', drink: '#f7f2ea', drinkTop: '#7cb342', layered: true, ice: true, straw: '#ff8fab' },
        background: '#e9f3e4',
      },
      {
        name: 'Strawberry Fresh Milk',
        description: 'Crushed fresh strawberries at the bottom, cold milk on top. Like strawberries and cream in a cup.',
        art: { kind: 'cup', drink: '#e84a6f', drinkTop: '#fbf5ef', layered: true, fruit: ['strawberry'], straw: '#66b3a6' },
        background: '#fdeaf0',
      },
      {
        name: 'Taro Fresh Milk',
        description: 'Mashed taro with purple sweet potato beneath fresh milk, thick enough to need the wide straw.',
        art: { kind: 'cup', drink: '#a98bd1', drinkTop: '#f6f1fa', layered: true, straw: '#ffd166' },
      },
    ],
  },
  {
    name: 'Tea',
    background: '#eaf5e6',
    drinks: [
      {
        name: 'Jasmine Green Tea',
        description: 'Jasmine-scented green tea brewed fresh every two hours. Clean, floral and lightly sweet.',
        art: { kind: 'cup', drink: '#d6cf74', drinkTop: '#ebe7b0', ice: true, straw: '#58b4a0' },
      },
      {
        name: 'Four Seasons Oolong',
        description: 'A Taiwanese high-mountain oolong with a buttery body and a long, orchid-like finish.',
        art: { kind: 'cup', drink: '#d89b3e', drinkTop: '#ecc37a', ice: true, straw: '#3a6ea5' },
        background: '#fdf0dc',
      },
      {
        name: 'Classic Black Tea',
        description: 'Robust Assam black tea, cold-brewed and served over ice. Ask for it unsweetened.',
        art: { kind: 'cup', drink: '#9b4a24', drinkTop: '#bf6c3a', ice: true, straw: '#f4a261' },
        background: '#f8e6da',
      },
      {
        name: 'Winter Melon Tea',
        description: 'Caramelised winter melon syrup brewed into black tea: sweet, toasty and nostalgic, with crystal boba.',
        art: { kind: 'cup', drink: '#c98b5a', drinkTop: '#e0b48a', pearls: '#f3efe6', straw: '#7fb069' },
      },
    ],
  },
  {
    name: 'Coffee',
    background: '#eadfd6',
    drinks: [
      {
        name: 'Iced Café Latte',
        description: 'Double espresso poured over cold milk and ice, so you can watch the layers fall.',
        art: { kind: 'cup', drink: '#efe3d3', drinkTop: '#5b3a29', layered: true, ice: true, straw: '#222222' },
      },
      {
        name: 'Coffee Jelly Latte',
        description: 'Cubes of house-made coffee jelly in a creamy latte. Chewy, rich and not too sweet.',
        art: { kind: 'cup', drink: '#c9a27e', drinkTop: '#dcc1a5', jelly: '#3d2516', straw: '#e76f51' },
      },
      {
        name: 'Boba Coffee Milk Tea',
        description: 'Hong Kong yuenyeung: coffee and black milk tea together, with chewy tapioca pearls.',
        art: { kind: 'cup', drink: '#a87552', drinkTop: '#c49a76', pearls: TAPIOCA, straw: '#ffd166' },
        background: '#f3e6da',
      },
      {
        name: 'Cheese Cream Cold Brew',
        description: 'Smooth 18-hour cold brew under a salty-sweet cheese foam cap. Our baristas\u2019 favourite.',
        art: { kind: 'cup', drink: '#3e2417', drinkTop: '#5c3a26', foam: '#fff4e0', ice: true, straw: '#f2cc8f' },
      },
    ],
  },
  {
    name: 'Blended',
    background: '#fde2ea',
    drinks: [
      {
        name: 'Strawberry Smoothie',
        description: 'Whole strawberries blended with ice and yogurt, topped with whipped cream and berry sauce.',
        art: { kind: 'cup', drink: '#e86a8a', drinkTop: '#f7a8bd', cream: '#fffaf2', drizzle: '#c2185b', fruit: ['strawberry'], straw: '#ffd166' },
      },
      {
        name: 'Mango Snow',
        description: 'Ripe Ataulfo mango blended into a thick, icy slush with mango cubes and whipped cream.',
        art: { kind: 'cup', drink: '#ffb74d', drinkTop: '#ffd58f', cream: '#fffaf0', fruit: ['mango'], straw: '#43aa8b' },
        background: '#fff0d2',
      },
      {
        name: 'Cookies & Cream Slush',
        description: 'Chocolate sandwich cookies blended with milk and ice, piled with cream and chocolate drizzle.',
        art: { kind: 'cup', drink: '#cfc3bc', drinkTop: '#e8e0da', cream: '#ffffff', drizzle: '#3e2723', pearls: TAPIOCA, straw: '#222222' },
        background: '#eee8e4',
      },
      {
        name: 'Taro Slush',
        description: 'Frosty blended taro with coconut milk and tapioca pearls. Creamy, nutty and ice cold.',
        art: { kind: 'cup', drink: '#c5a3d9', drinkTop: '#dcc6ea', cream: '#fdf9ff', pearls: TAPIOCA, straw: '#ff8fab' },
        background: '#f0e7f7',
      },
    ],
  },
];
