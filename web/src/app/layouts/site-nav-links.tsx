import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { dashboardHomeFor } from '../../features/auth/dashboard-home';
import { useCurrentUser } from '../../features/auth/hooks/use-session';
import { authTexts } from '../../features/auth/texts';
import './site-nav-links.css';

/** SPEC §2.1, in this order. */
export const siteNavLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.menu, label: 'Menu' },
  { to: paths.locations, label: 'Locations' },
  { to: paths.mobileApp, label: 'Mobile App' },
  { to: paths.franchise, label: 'Franchise' },
  { to: paths.contact, label: 'Contact' },
] as const;

const DASHBOARD_LINK_LABEL = 'Dashboard';

/** A signed-in user's way back to their role's home in the dashboard; nothing for visitors. */
export function DashboardLink({ className }: { className: string }) {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <NavLink className={className} to={dashboardHomeFor(user.role)}>
      {DASHBOARD_LINK_LABEL}
    </NavLink>
  );
}

/** Where a franchise owner signs in: the login card further down /franchise. */
export function FranchiseLoginLink({ className }: { className?: string }) {
  return (
    <Link className={className} to={paths.franchiseLogin}>
      {authTexts.franchiseLoginLink}
    </Link>
  );
}

/** The site's links, plus Dashboard for a signed-in user (to their role's home). */
export function SiteNavLinks() {
  const user = useCurrentUser();
  return (
    <ul className="site-nav__list">
      {siteNavLinks.map((link) => (
        <li key={link.to}>
          <NavLink className="site-nav__link" to={link.to} end={link.to === paths.home}>
            {link.label}
          </NavLink>
        </li>
      ))}
      {user && (
        <li>
          <DashboardLink className="site-nav__link site-nav__link--dashboard" />
        </li>
      )}
    </ul>
  );
}
