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
  storePattern: '/locations/:slug',
  /** A store's own page; the slug is stored and never changes with the name. */
  store: (slug: string) => `/locations/${encodeURIComponent(slug)}`,
  dashboard: {
    franchises: '/dashboard',
    inbox: '/dashboard/inbox',
    requests: '/dashboard/requests',
    reviews: '/dashboard/reviews',
    series: '/dashboard/addseries',
    location: '/dashboard/location',
    newsletters: '/dashboard/newsletters',
    drinks: '/dashboard/add-drinks',
    chatAdmin: '/dashboard/chat-admin',
    chatFranchise: '/dashboard/chat-franchise',
    videos: '/dashboard/videos',
    content: '/dashboard/content',
    menu: '/dashboard/menu',
    comingSoon: '/dashboard/comingsoon',
  },
} as const;
