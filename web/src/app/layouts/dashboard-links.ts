import { paths } from '../../config/paths';
import type { Role } from '../../lib/contract';

interface DashboardLink {
  to: string;
  label: string;
}

/** SPEC §2.9: exact order and labels per role; Logout follows as a button. */
export const dashboardLinks: Record<Role, readonly DashboardLink[]> = {
  admin: [
    { to: paths.home, label: 'Home' },
    { to: paths.dashboard.franchises, label: 'Dashboard' },
    { to: paths.dashboard.requests, label: 'Requests' },
    { to: paths.dashboard.location, label: 'Location' },
    { to: paths.dashboard.newsletters, label: 'NewsLetter' },
    { to: paths.dashboard.comingSoon, label: 'Coming Soon' },
    { to: paths.dashboard.menu, label: 'Menu' },
    { to: paths.dashboard.series, label: 'Series' },
    { to: paths.dashboard.drinks, label: 'Drinks' },
    { to: paths.dashboard.content, label: 'Content' },
    { to: paths.dashboard.chatFranchise, label: 'Chat Franchise' },
  ],
  franchise: [
    { to: paths.home, label: 'Home' },
    { to: paths.dashboard.menu, label: 'Menu' },
    { to: paths.dashboard.series, label: 'Series' },
    { to: paths.dashboard.drinks, label: 'Drinks' },
    { to: paths.dashboard.chatAdmin, label: 'Chat' },
    { to: paths.dashboard.videos, label: 'Content' },
  ],
};
