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

export const REVIEWS: ReviewSeed[] = [
  {
    drink: 'Classic Pearl Milk Tea',
    name: 'Jasmine R.',
    rating: 5,
    comment: 'Perfect balance of tea and milk, and the pearls were warm and chewy. My go-to order.',
    status: 'approved',
    daysAgo: 2,
  },
  { drink: 'Classic Pearl Milk Tea', name: 'Marcus T.', rating: 4, comment: 'Really solid classic. I get it at 50% sweet and it is just right.', status: 'approved', daysAgo: 6 },
  {
    drink: 'Classic Pearl Milk Tea',
    name: 'Priya K.',
    rating: 5,
    comment: 'Tastes exactly like the milk tea I had in Taipei. Friendly staff too!',
    status: 'approved',
    daysAgo: 11,
  },
  { drink: 'Classic Pearl Milk Tea', name: 'Dan W.', rating: 3, comment: 'Good tea, but the pearls were a little hard this time.', status: 'approved', daysAgo: 19 },
  { drink: 'Classic Pearl Milk Tea', name: 'Sofia L.', rating: 5, comment: 'Ordered ahead and it was ready when I walked in. Delicious as always.', status: 'pending', daysAgo: 1 },
  { drink: 'Taro Milk Tea', name: 'Kevin H.', rating: 5, comment: 'You can taste real taro, not the powdery kind. Love it.', status: 'approved', daysAgo: 4 },
  { drink: 'Taro Milk Tea', name: 'Emily C.', rating: 4, comment: 'Creamy and not too sweet. The colour is so pretty.', status: 'approved', daysAgo: 15 },
  { drink: 'Taro Milk Tea', name: 'Anonymous', rating: 2, comment: 'Too thick for me, I prefer a lighter drink.', status: 'pending', daysAgo: 3 },
  {
    drink: 'Stormy Brown Sugar Boba Milk',
    name: 'Alicia M.',
    rating: 5,
    comment: 'Those tiger stripes! Warm pearls with cold milk is the best combo.',
    status: 'approved',
    daysAgo: 3,
  },
  { drink: 'Stormy Brown Sugar Boba Milk', name: 'Brandon P.', rating: 5, comment: 'Worth every penny. Shake it before you drink it.', status: 'approved', daysAgo: 9 },
  { drink: 'Stormy Brown Sugar Boba Milk', name: 'Grace Y.', rating: 4, comment: 'Very sweet but so good. I would order less sugar next time.', status: 'approved', daysAgo: 24 },
  { drink: 'Stormy Brown Sugar Boba Milk', name: 'Tom B.', rating: 5, comment: 'Best brown sugar boba in town, hands down.', status: 'pending', daysAgo: 0 },
  { drink: 'Cheese Cream Oolong', name: 'Nina S.', rating: 5, comment: 'The salty cheese foam with roasted oolong is genius. Do not stir it!', status: 'approved', daysAgo: 5 },
  { drink: 'Cheese Cream Oolong', name: 'Hector G.', rating: 3, comment: 'Interesting flavour, took some getting used to.', status: 'approved', daysAgo: 17 },
  { drink: 'Cheese Cream Oolong', name: 'Lily Z.', rating: 4, comment: 'Foam was thick and creamy. Wish the cup was bigger.', status: 'pending', daysAgo: 2 },
  { drink: 'Passion Fruit Green Tea', name: 'Olivia F.', rating: 5, comment: 'So refreshing on a hot day, and the popping pearls are fun.', status: 'approved', daysAgo: 7 },
  { drink: 'Passion Fruit Green Tea', name: 'Chris D.', rating: 4, comment: 'Tangy and bright. Great with less ice.', status: 'approved', daysAgo: 21 },
  {
    drink: 'Strawberry Cheesecake Puffle',
    name: 'Maya J.',
    rating: 5,
    comment: 'The waffle was still warm and crispy. Instagram-worthy and tasty.',
    status: 'approved',
    daysAgo: 8,
  },
  { drink: 'Strawberry Cheesecake Puffle', name: 'Ethan R.', rating: 4, comment: 'Messy to eat but absolutely worth it.', status: 'pending', daysAgo: 1 },
  { drink: 'Iced Café Latte', name: 'Sam O.', rating: 4, comment: 'Strong espresso, smooth milk. A nice change from tea.', status: 'approved', daysAgo: 12 },
  { drink: 'Mango Snow', name: 'Isabella V.', rating: 5, comment: 'Tastes like fresh mango, not syrup. Perfect summer treat.', status: 'approved', daysAgo: 10 },
  { drink: 'Mango Snow', name: 'Ryan K.', rating: 1, comment: 'Mine melted before I got home, should have drunk it there.', status: 'pending', daysAgo: 4 },
];

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
