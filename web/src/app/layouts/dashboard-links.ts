import { paths } from '../../config/paths';
import type { Role } from '../../lib/contract';

interface DashboardLink {
  to: string;
  label: string;
}

const home: DashboardLink = { to: paths.home, label: 'Home' };
/** Both roles keep a menu of their own: the same three links. */
const ownMenu: readonly DashboardLink[] = [
  { to: paths.dashboard.menu, label: 'Menu' },
  { to: paths.dashboard.series, label: 'Series' },
  { to: paths.dashboard.drinks, label: 'Drinks' },
];

/** SPEC §2.9: exact order and labels per role; Logout follows as a button. */
export const dashboardLinks: Record<Role, readonly DashboardLink[]> = {
  admin: [
    home,
    { to: paths.dashboard.franchises, label: 'Dashboard' },
    { to: paths.dashboard.requests, label: 'Requests' },
    { to: paths.dashboard.location, label: 'Location' },
    { to: paths.dashboard.newsletters, label: 'NewsLetter' },
    { to: paths.dashboard.comingSoon, label: 'Coming Soon' },
    ...ownMenu,
    { to: paths.dashboard.content, label: 'Content' },
    { to: paths.dashboard.chatFranchise, label: 'Chat Franchise' },
  ],
  franchise: [home, ...ownMenu, { to: paths.dashboard.chatAdmin, label: 'Chat' }, { to: paths.dashboard.videos, label: 'Content' }],
};
