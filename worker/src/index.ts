/**
 * The API Worker: `/api/v1/*` reaches this app, and so do the public pages
 * (rendered here, routes/pages), `/sitemap.xml` and `/robots.txt` (made from
 * D1) and the build's `/assets/*` (only to answer a missing file with a 404);
 * everything else is the built SPA, served by the assets binding
 * (wrangler.toml `run_worker_first`).
 */
import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { loadUser } from './middleware/auth';
import { notFound, onError } from './middleware/errors';
import { apiSecureHeaders, bodyRules, originCheck } from './middleware/security';
import { builtAssetRoutes } from './routes/assets/built-assets';
import { authRoutes } from './routes/auth/auth';
import { conversationRoutes } from './routes/chat/conversations';
import { messageRoutes } from './routes/chat/messages';
import { chatTicketRoutes } from './routes/chat/ticket';
import { contactAdminRoutes } from './routes/contact/contact-admin';
import { contactRoutes } from './routes/contact/contact';
import { mediaAdminRoutes } from './routes/media/media-admin';
import { dashboardCountsRoutes } from './routes/dashboard-counts/dashboard-counts-admin';
import { mediaRoutes } from './routes/media/media';
import { dropMenuOnWrite } from './routes/menu/menu-cache';
import { menuRoutes } from './routes/menu/menu';
import { ownDrinkRoutes } from './routes/own-menu/drinks';
import { ownSeriesRoutes } from './routes/own-menu/series';
import { contentRoutes } from './routes/content/content';
import { reviewRoutes } from './routes/reviews/reviews';
import { sitemapRoutes } from './routes/sitemap/sitemap';
import { socialRoutes } from './routes/social/social';
import { comingSoonRoutes } from './routes/coming-soon/coming-soon';
import { franchiseRequestRoutes } from './routes/franchise-requests/franchise-requests';
import { franchiseRequestAdminRoutes } from './routes/franchise-requests/franchise-requests-admin';
import { franchiseRoutes } from './routes/franchises/franchises';
import { locationAdminRoutes } from './routes/locations/locations-admin';
import { locationRoutes } from './routes/locations/locations';
import { storeHoursRoutes } from './routes/locations/store-hours-admin';
import { newsletterRoutes } from './routes/newsletters/newsletters';
import { newsletterAdminRoutes } from './routes/newsletters/newsletters-admin';
import { pageRoutes } from './routes/pages/pages';

const site = new Hono<AppEnv>({ strict: false });
site.onError(onError);
site.notFound(notFound);
site.route('/assets', builtAssetRoutes);
site.route('/', pageRoutes);
site.route('/', sitemapRoutes);

const app = site.basePath('/api/v1');
app.use(apiSecureHeaders, originCheck, bodyRules, loadUser);
app.use('/user/menu/*', dropMenuOnWrite);
// Approving or deleting a review moves its drink's rating on the menu; a visitor's new review waits for approval.
app.on(['PUT', 'DELETE'], '/review/*', dropMenuOnWrite);

const routes = app
  .route('/user', authRoutes)
  .route('/user/menu', menuRoutes)
  .route('/user/menu', ownSeriesRoutes)
  .route('/user/menu', ownDrinkRoutes)
  .route('/', contentRoutes)
  .route('/media', mediaRoutes)
  .route('/', mediaAdminRoutes)
  .route('/chat', chatTicketRoutes)
  .route('/conversation', conversationRoutes)
  .route('/message', messageRoutes)
  .route('/review', reviewRoutes)
  .route('/user', contactRoutes)
  .route('/admin', contactAdminRoutes)
  .route('/user/instagram', socialRoutes)
  .route('/admin/action', franchiseRoutes)
  .route('/admin/franchise', franchiseRequestAdminRoutes)
  .route('/user/franchise', franchiseRequestRoutes)
  .route('/admin', locationAdminRoutes)
  .route('/user', locationRoutes)
  .route('/franchise', storeHoursRoutes)
  .route('/admin/newsletters', newsletterAdminRoutes)
  .route('/user/newsletter', newsletterRoutes)
  .route('/admin/comming', comingSoonRoutes)
  .route('/dashboard', dashboardCountsRoutes);

export type AppType = typeof routes;
export default site;
