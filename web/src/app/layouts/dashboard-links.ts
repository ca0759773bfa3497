import { paths } from '../../config/paths';
import type { DashboardCounts, Role } from '../../lib/contract';

interface DashboardLink {
  to: string;
  label: string;
  /** The sidebar count shown beside the link, and how a screen reader says it. */
  badge?: { count: keyof DashboardCounts; label: (n: number) => string };
}

const home: DashboardLink = { to: paths.home, label: 'Home' };
/** Both roles keep a menu of their own: the same three links. */
const ownMenu: readonly DashboardLink[] = [
  { to: paths.dashboard.menu, label: 'Menu' },
  { to: paths.dashboard.series, label: 'Series' },
  { to: paths.dashboard.drinks, label: 'Drinks' },
];
const unread = (n: number) => `${n} unread`;
const chatBadge = { count: 'chat', label: (n: number) => `${n} unread message${n === 1 ? '' : 's'}` } as const;

/**
 * SPEC §2.9's order per role, plus head office's Inbox and Reviews queue
 * (issue #16), in the product's words (issue #22: Franchisees, Locations,
 * Newsletter, and Chat for both roles), an owner's Locations (the hours of
 * the stores they run, issue #22) and head office's Brand Profile page (issue
 * #27); Logout follows as a button.
 */
export const dashboardLinks: Record<Role, readonly DashboardLink[]> = {
  admin: [
    home,
    { to: paths.dashboard.franchises, label: 'Franchisees' },
    { to: paths.dashboard.inbox, label: 'Inbox', badge: { count: 'inbox', label: unread } },
    { to: paths.dashboard.requests, label: 'Requests', badge: { count: 'requests', label: unread } },
    { to: paths.dashboard.location, label: 'Locations' },
    { to: paths.dashboard.today, label: 'Today' },
    { to: paths.dashboard.newsletters, label: 'Newsletter' },
    { to: paths.dashboard.comingSoon, label: 'Coming Soon' },
    ...ownMenu,
    // Head office's brand-wide list every drink's toppings come from (issue #24).
    { to: paths.dashboard.toppings, label: 'Toppings' },
    { to: paths.dashboard.reviews, label: 'Reviews', badge: { count: 'pendingReviews', label: (n) => `${n} pending` } },
    { to: paths.dashboard.content, label: 'Content' },
    { to: paths.dashboard.brandProfile, label: 'Brand Profile' },
    { to: paths.dashboard.chatFranchise, label: 'Chat', badge: chatBadge },
  ],
  franchise: [
    home,
    ...ownMenu,
    { to: paths.dashboard.location, label: 'Locations' },
    { to: paths.dashboard.today, label: 'Today' },
    { to: paths.dashboard.chatAdmin, label: 'Chat', badge: chatBadge },
    { to: paths.dashboard.videos, label: 'Content' },
  ],
};
