import { matchRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { PublicLayout } from './layouts/public-layout';
import { AccessibilityScreen } from './routes/accessibility';
import { BrandProfileScreen } from './routes/brand-profile';
import { ContactScreen } from './routes/contact';
import { FranchiseScreen } from './routes/franchise';
import { HomeScreen } from './routes/home';
import { LocationsScreen } from './routes/locations';
import { MenuScreen } from './routes/menu';
import { MobileAppScreen } from './routes/mobile-app';
import { NotFoundScreen } from './routes/not-found';
import { NutritionScreen } from './routes/nutrition';
import { SeriesScreen } from './routes/series';
import { StoreScreen } from './routes/store';

/** The public site: what the Worker renders (entry-server.tsx) and the browser hydrates; the router adds the dashboard beside it. */
export const publicSite: RouteObject = {
  element: <PublicLayout />,
  children: [
    { index: true, element: <HomeScreen /> },
    { path: paths.contact, element: <ContactScreen /> },
    { path: paths.franchise, element: <FranchiseScreen /> },
    { path: paths.mobileApp, element: <MobileAppScreen /> },
    { path: paths.menu, element: <MenuScreen /> },
    { path: paths.seriesPattern, element: <SeriesScreen /> },
    { path: paths.nutrition, element: <NutritionScreen /> },
    { path: paths.locations, element: <LocationsScreen /> },
    { path: paths.storePattern, element: <StoreScreen /> },
    { path: paths.brandProfile, element: <BrandProfileScreen /> },
    { path: paths.accessibility, element: <AccessibilityScreen /> },
    { path: '*', element: <NotFoundScreen /> },
  ],
};

/** Loads the lazily split body of the page at `pathname` (lazyPage), so a page the server rendered is taken over whole. */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes([publicSite], pathname) ?? [];
  const screens = matches.map(({ route }) => (route.element as { type?: { preload?: () => Promise<void> } } | undefined)?.type);
  await Promise.all(screens.flatMap((screen) => (screen?.preload ? [screen.preload()] : [])));
}
