/**
 * Everything the demo seed writes, as plain data: logins, franchise profiles
 * with their own menus, reviews, social counts and content. The brand menu and
 * the stores live beside this file.
 */
import type { AvatarArt } from './pictures';
import { cup, drink, series, type SeriesSeed } from './demo-menu';

export { BRAND_MENU, type DrinkSeed, type SeriesSeed } from './demo-menu';
export { COMING_SOON, LOCATIONS, type ComingSoonSeed, type DayHours, type LocationSeed } from './demo-places';
export { DEMO_LOGINS, type DemoLogin } from './logins.mjs';

export interface FranchiseSeed {
  email: string;
  name: string;
  /** Digits only: the dashboard uses a numeric input for it. */
  phone: string;
  ownerName: string;
  address: string;
  avatar: AvatarArt;
  menu: SeriesSeed[];
}

export const FRANCHISES: FranchiseSeed[] = [
  {
    email: 'franchise1@example.com',
    name: 'Pearl Partners San Jose',
    phone: '4085550142',
    ownerName: 'Kevin Tran',
    address: '565 N 6th St, San Jose, CA 95112',
    avatar: { background: '#fff4e6', badge: '#2f6f62', accent: '#ff8fab' },
    menu: [
      series('Seasonal Specials', '#fbeaf0', [
        drink(
          'Lychee Rose Oolong',
          'Oolong tea with lychee and a whisper of rose, shaken with lychee jelly. Spring in a cup.',
          cup({ tea: 'oolong', flavour: { colour: '#f4c7d1', amount: 0.8 }, jelly: '#ffffff', ice: true, vessel: 'tall', straw: '#d1495b' }),
        ),
        drink(
          'Ube Coconut Milk Tea',
          'Purple yam and coconut milk with black tea and tapioca pearls. Our Bay Area best seller.',
          cup({ tea: 'black', flavour: { colour: '#8e6bbf', amount: 0.8 }, milk: 0.35, pearls: 'tapioca', straw: '#f6bd60' }),
        ),
      ]),
      series('Local Favorites', '#e6f2ea', [
        drink(
          'Hojicha Latte',
          'Roasted Japanese green tea with oat milk: toasty, mellow and low in caffeine.',
          cup({ tea: 'hojicha', milk: 0.5, ice: true, vessel: 'tumbler', straw: '#2f6f62' }),
        ),
        drink(
          'Calpico Peach Tea',
          'Sweet-tangy Calpico with white peach and green tea over ice.',
          cup({ tea: 'green', flavour: { colour: '#fbd3b0', amount: 0.85 }, fruit: ['peach'], ice: true, vessel: 'tall', straw: '#ff8fab' }),
        ),
      ]),
    ],
  },
  {
    email: 'franchise2@example.com',
    name: 'Lone Star Boba Co.',
    phone: '5125550187',
    ownerName: 'Ashley Nguyen',
    address: '612 Congress Ave, Austin, TX 78701',
    avatar: { background: '#eaf2fb', badge: '#bc4749', accent: '#ffd166' },
    menu: [
      series('Texas Exclusives', '#fff1d6', [
        drink(
          'Peach Sweet Tea Boba',
          'Southern sweet tea meets Georgia peach, with golden honey boba. Only in Texas.',
          cup({ tea: 'black', flavour: { colour: '#f6b26b', amount: 0.4 }, fruit: ['peach'], pearls: 'honey', vessel: 'jar', straw: '#bc4749' }),
        ),
        drink(
          'Horchata Milk Tea',
          'Cinnamon rice horchata shaken with black tea and brown sugar pearls.',
          cup({ tea: 'black', milk: 0.8, syrup: 'brown sugar', pearls: 'brown sugar', straw: '#ffd166' }),
        ),
      ]),
    ],
  },
];

export interface ReviewSeed {
  /** A drink of BRAND_MENU, by name. */
  drink: string;
  name: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  status: 'approved' | 'pending';
  daysAgo: number;
}

/** Reviews by drink (a drink of BRAND_MENU, by name), each as [name, rating, comment, status, days ago]. */
const REVIEWS_BY_DRINK: Record<string, [name: string, rating: ReviewSeed['rating'], comment: string, status: ReviewSeed['status'], daysAgo: number][]> = {
  'Classic Pearl Milk Tea': [
    ['Jasmine R.', 5, 'Perfect balance of tea and milk, and the pearls were warm and chewy. My go-to order.', 'approved', 2],
    ['Marcus T.', 4, 'Really solid classic. I get it at 50% sweet and it is just right.', 'approved', 6],
    ['Priya K.', 5, 'Tastes exactly like the milk tea I had in Taipei. Friendly staff too!', 'approved', 11],
    ['Dan W.', 3, 'Good tea, but the pearls were a little hard this time.', 'approved', 19],
    ['Sofia L.', 5, 'Ordered ahead and it was ready when I walked in. Delicious as always.', 'pending', 1],
  ],
  'Taro Milk Tea': [
    ['Kevin H.', 5, 'You can taste real taro, not the powdery kind. Love it.', 'approved', 4],
    ['Emily C.', 4, 'Creamy and not too sweet. The colour is so pretty.', 'approved', 15],
    ['Anonymous', 2, 'Too thick for me, I prefer a lighter drink.', 'pending', 3],
  ],
  'Stormy Brown Sugar Boba Milk': [
    ['Alicia M.', 5, 'Those tiger stripes! Warm pearls with cold milk is the best combo.', 'approved', 3],
    ['Brandon P.', 5, 'Worth every penny. Shake it before you drink it.', 'approved', 9],
    ['Grace Y.', 4, 'Very sweet but so good. I would order less sugar next time.', 'approved', 24],
    ['Tom B.', 5, 'Best brown sugar boba in town, hands down.', 'pending', 0],
  ],
  'Cheese Cream Oolong': [
    ['Nina S.', 5, 'The salty cheese foam with roasted oolong is genius. Do not stir it!', 'approved', 5],
    ['Hector G.', 3, 'Interesting flavour, took some getting used to.', 'approved', 17],
    ['Lily Z.', 4, 'Foam was thick and creamy. Wish the cup was bigger.', 'pending', 2],
  ],
  'Passion Fruit Green Tea': [
    ['Olivia F.', 5, 'So refreshing on a hot day, and the popping pearls are fun.', 'approved', 7],
    ['Chris D.', 4, 'Tangy and bright. Great with less ice.', 'approved', 21],
  ],
  'Strawberry Cheesecake Puffle': [
    ['Maya J.', 5, 'The waffle was still warm and crispy. Instagram-worthy and tasty.', 'approved', 8],
    ['Ethan R.', 4, 'Messy to eat but absolutely worth it.', 'pending', 1],
  ],
  'Iced Café Latte': [['Sam O.', 4, 'Strong espresso, smooth milk. A nice change from tea.', 'approved', 12]],
  'Mango Snow': [
    ['Isabella V.', 5, 'Tastes like fresh mango, not syrup. Perfect summer treat.', 'approved', 10],
    ['Ryan K.', 1, 'Mine melted before I got home, should have drunk it there.', 'pending', 4],
  ],
};

export const REVIEWS: ReviewSeed[] = Object.entries(REVIEWS_BY_DRINK).flatMap(([drink, rows]) =>
  rows.map(([name, rating, comment, status, daysAgo]) => ({ drink, name, rating, comment, status, daysAgo })),
);

export const SOCIAL_DETAILS = { handle: 'bubbleteausa', posts: 412, followers: 15_300, following: 180 } as const;

export interface ContentSeed {
  caption: string;
  /** The picture shows this series of the brand menu. */
  series: string;
}

export const CONTENT: ContentSeed[] = [
  { caption: 'New Puffle Waffle flavours just landed: try the Mango Tango while it lasts!', series: 'Puffle Waffle' },
  { caption: 'Stormy season is here. Brown sugar pearls cooked fresh every hour.', series: 'Stormy' },
];
