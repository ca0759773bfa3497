/** The drinks screen's search parameter naming the drink whose panel opens (features/drinks-admin). */
export const DRINK_TO_EDIT_PARAM = 'edit';
/** The Locations screen's search parameter naming the store whose panel opens (features/locations-admin). */
export const LOCATION_TO_EDIT_PARAM = 'edit';

/** Client routes (SPEC §2.1 and §2.9), spelled once. */
export const paths = {
  home: '/',
  contact: '/contact',
  franchise: '/franchise',
  /** The login card on /franchise: the page scrolls to it and focuses its first field. */
  franchiseLoginAnchor: 'login',
  franchiseLogin: '/franchise#login',
  mobileApp: '/mobile-app',
  menu: '/menu',
  seriesPattern: '/menu/:seriesId',
  series: (seriesId: string) => `/menu/${encodeURIComponent(seriesId)}`,
  locations: '/locations',
  nutrition: '/nutrition',
  brandProfile: '/brand-profile',
  accessibility: '/accessibility',
  storePattern: '/locations/:slug',
  /** A store's own page; the slug is stored and never changes with the name. */
  store: (slug: string) => `/locations/${encodeURIComponent(slug)}`,
  /** The drinks screen with one drink's panel open (a kept edit of it waits for a choice there). */
  editDrink: (drinkId: string) => `/dashboard/add-drinks/?${DRINK_TO_EDIT_PARAM}=${encodeURIComponent(drinkId)}`,
  /** The Locations screen with one store's panel open: head office's Update Location, or an owner's hours. */
  editLocation: (locationId: string) => `/dashboard/location/?${LOCATION_TO_EDIT_PARAM}=${encodeURIComponent(locationId)}`,
  dashboard: {
    franchises: '/dashboard',
    inbox: '/dashboard/inbox',
    requests: '/dashboard/requests',
    reviews: '/dashboard/reviews',
    series: '/dashboard/addseries',
    location: '/dashboard/location',
    today: '/dashboard/today',
    newsletters: '/dashboard/newsletters',
    drinks: '/dashboard/add-drinks',
    toppings: '/dashboard/toppings',
    chatAdmin: '/dashboard/chat-admin',
    chatFranchise: '/dashboard/chat-franchise',
    videos: '/dashboard/videos',
    content: '/dashboard/content',
    menu: '/dashboard/menu',
    comingSoon: '/dashboard/comingsoon',
    brandProfile: '/dashboard/brand-profile',
  },
} as const;
