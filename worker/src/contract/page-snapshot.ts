/**
 * What the Worker reads for a public page it renders, sent in the HTML for
 * the browser's first render: each part is the `data` of the API call the
 * page makes itself (same shapes), so the web caches it the same way.
 */
import type { StoreAvailability } from './availability';
import type { BrandProfile } from './brand-profile';
import type { ComingSoonFranchise } from './coming-soon';
import type { Location } from './locations';
import type { Menu } from './menu';

/** GET /user/instagram/details keeps the shape of the third-party API the original client read. */
export interface SocialDetails {
  user: { username: string; edge_owner_to_timeline_media: { count: number }; edge_followed_by: { count: number }; edge_follow: { count: number } };
}

export interface PageSnapshot {
  menu?: Menu;
  locations?: Location[];
  comingSoon?: ComingSoonFranchise[];
  social?: SocialDetails;
  brandProfile?: BrandProfile;
  /** A store page's sold-out list, so it paints right; with where the page listens for changes. */
  availability?: StoreAvailability;
  partyHost?: string;
  /** When the server rendered the page (ms since the epoch): what "now" was for a store's status in its HTML. */
  renderedAt?: number;
  /** The site's origin as the server was asked (https://example.com): search engines want absolute URLs in a store's JSON-LD. */
  origin?: string;
}
