/**
 * The Worker: every request reaches this app first (wrangler.toml
 * `run_worker_first`): `/api/v1/*`, the public pages (rendered here,
 * routes/pages), `/sitemap.xml` and `/robots.txt` (made from D1), the build's
 * `/assets/*` (a missing file is a 404, never the shell), and anything else,
 * which is a built file, the dashboard's shell or the page-not-found page
 * (routes/pages/site-fallback.ts).
 */
import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { loadUser } from './middleware/auth';
import { onError } from './middleware/errors';
import { requireSecrets } from './middleware/required-secrets';
import { apiSecureHeaders, bodyRules, originCheck } from './middleware/security';
import { builtAssetRoutes } from './routes/assets/built-assets';
import { availabilityAdminRoutes } from './routes/availability/availability-admin';
import { availabilityRoutes } from './routes/availability/availability';
import { authRoutes } from './routes/auth/auth';
import { brandProfileAdminRoutes } from './routes/brand-profile/brand-profile-admin';
import { brandProfileRoutes } from './routes/brand-profile/brand-profile';
import { conversationAdminRoutes } from './routes/chat/conversations-admin';
import { messageAdminRoutes } from './routes/chat/messages-admin';
import { chatTicketAdminRoutes } from './routes/chat/ticket-admin';
import { contactAdminRoutes } from './routes/contact/contact-admin';
import { contactRoutes } from './routes/contact/contact';
import { mediaAdminRoutes } from './routes/media/media-admin';
import { dashboardCountsRoutes } from './routes/dashboard-counts/dashboard-counts-admin';
import { mediaRoutes } from './routes/media/media';
import { dropMenuOnWrite } from './queries/menu-cache';
import { menuRoutes } from './routes/menu/menu';
import { ownDrinkAdminRoutes } from './routes/own-menu/drinks-admin';
import { ownSeriesAdminRoutes } from './routes/own-menu/series-admin';
import { contentAdminRoutes } from './routes/content/content-admin';
import { reviewAdminRoutes } from './routes/reviews/reviews-admin';
import { reviewRoutes } from './routes/reviews/reviews';
import { sitemapRoutes } from './routes/sitemap/sitemap';
import { socialRoutes } from './routes/social/social';
import { comingSoonAdminRoutes } from './routes/coming-soon/coming-soon-admin';
import { comingSoonRoutes } from './routes/coming-soon/coming-soon';
import { franchiseRequestRoutes } from './routes/franchise-requests/franchise-requests';
import { franchiseRequestAdminRoutes } from './routes/franchise-requests/franchise-requests-admin';
import { franchiseAdminRoutes } from './routes/franchises/franchises-admin';
import { locationAdminRoutes } from './routes/locations/locations-admin';
import { locationRoutes } from './routes/locations/locations';
import { storeHoursRoutes } from './routes/locations/store-hours-admin';
import { newsletterRoutes } from './routes/newsletters/newsletters';
import { newsletterAdminRoutes } from './routes/newsletters/newsletters-admin';
import { pageRoutes } from './routes/pages/pages';
import { toppingAdminRoutes } from './routes/toppings/toppings-admin';
import { toppingRoutes } from './routes/toppings/toppings';
import { siteFallback } from './routes/pages/site-fallback';

const site = new Hono<AppEnv>({ strict: false });
site.onError(onError);
site.notFound(siteFallback);
site.use(requireSecrets);
site.route('/assets', builtAssetRoutes);
site.route('/', pageRoutes);
site.route('/', sitemapRoutes);

const app = site.basePath('/api/v1');
app.use(apiSecureHeaders, originCheck, bodyRules, loadUser);
app.use('/user/menu/*', dropMenuOnWrite);
// Approving or deleting a review moves its drink's rating on the menu; a visitor's new review waits for approval.
app.on(['PUT', 'DELETE'], '/review/*', dropMenuOnWrite);
// The menu carries head office's toppings.
app.use('/admin/toppings/*', dropMenuOnWrite);
app.use('/admin/toppings', dropMenuOnWrite);

// Only its type is read (the typed client's AppType); building the chain registers the routes.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const routes = app
  .route('/user', authRoutes)
  .route('/user/menu', menuRoutes)
  .route('/user/menu', ownSeriesAdminRoutes)
  .route('/user/menu', ownDrinkAdminRoutes)
  .route('/', contentAdminRoutes)
  .route('/media', mediaRoutes)
  .route('/', mediaAdminRoutes)
  .route('/chat', chatTicketAdminRoutes)
  .route('/conversation', conversationAdminRoutes)
  .route('/message', messageAdminRoutes)
  .route('/review', reviewRoutes)
  .route('/review', reviewAdminRoutes)
  .route('/user', contactRoutes)
  .route('/admin', contactAdminRoutes)
  .route('/user/instagram', socialRoutes)
  .route('/admin/action', franchiseAdminRoutes)
  .route('/admin/franchise', franchiseRequestAdminRoutes)
  .route('/user/franchise', franchiseRequestRoutes)
  .route('/admin', locationAdminRoutes)
  .route('/user', locationRoutes)
  .route('/franchise', storeHoursRoutes)
  .route('/admin/newsletters', newsletterAdminRoutes)
  .route('/user/newsletter', newsletterRoutes)
  .route('/admin/comming', comingSoonRoutes)
  .route('/admin/comming', comingSoonAdminRoutes)
  .route('/dashboard', dashboardCountsRoutes)
  .route('/user', brandProfileRoutes)
  .route('/admin', brandProfileAdminRoutes)
  .route('/', toppingRoutes)
  .route('/admin', toppingAdminRoutes)
  .route('/', availabilityRoutes)
  .route('/', availabilityAdminRoutes);

export type AppType = typeof routes;
export default site;
