import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { useLogout } from '../../features/auth/api/logout';
import { CountBadge } from '../../features/dashboard-counts-admin/components/count-badge';
import { dashboardCountsAtom, refreshDashboardCounts } from '../../lib/dashboard-counts';
import { accountTexts } from '../../features/auth/account-texts';
import { authTexts } from '../../features/auth/texts';
import type { User } from '../../lib/contract';
import { dashboardLinks } from './dashboard-links';
import { MenuIcon } from '../../components/ui/icons/site-icons';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { staffCodeReadyAtom } from '../../sync/staff/staff-code-ready';
import { staffOfflineTexts } from '../../sync/staff/staff-texts';
import { countStaffOutbox } from '../../sync/outbox';
import './dashboard-sidebar.css';

export function DashboardSidebar({ user }: { user: User }) {
  const signOut = useLogout();
  const { pathname } = useLocation();
  // On narrow screens the links fold away; remembering where they were opened
  // closes them again on the next page without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const counts = useAtomValue(dashboardCountsAtom);
  const readyOffline = useAtomValue(staffCodeReadyAtom);
  // Logging out discards staff writes still waiting for the network: ask first, naming how many.
  const [unsent, setUnsent] = useState(0);
  async function requestLogout() {
    const waiting = await countStaffOutbox().catch(() => 0);
    setUnsent(waiting);
    if (waiting === 0) void signOut();
  }
  const links = dashboardLinks[user.role];
  // Folded away on phones, the badges still show as one dot on the toggle.
  const waiting = links.reduce((n, link) => n + (link.badge ? (counts?.[link.badge.count] ?? 0) : 0), 0);
  // Each page shows the counts as they are now: someone else may have handled what was waiting.
  useEffect(() => {
    void refreshDashboardCounts();
  }, [pathname]);

  return (
    <aside className="dash-sidebar">
      <div className="cluster cluster--between dash-sidebar__top">
        <div className="dash-sidebar__identity">
          <BrandLogo />
          <p className="dash-sidebar__who">{user.franchise?.name ?? user.email}</p>
        </div>
        <button className="icon-button dash-nav-toggle" type="button" aria-expanded={open} aria-controls="dash-nav" onClick={() => setOpenedOn(open ? null : pathname)}>
          <MenuIcon />
          <span className="visually-hidden">{waiting ? `Dashboard navigation, ${waiting} waiting` : 'Dashboard navigation'}</span>
          {waiting > 0 && <span className="dash-nav-toggle__dot" aria-hidden="true" />}
        </button>
      </div>
      <nav id="dash-nav" className="dash-nav" data-open={open} aria-label="Dashboard">
        <ul className="dash-nav__list">
          {links.map((link) => (
            <li key={link.to}>
              {/* `end` everywhere: /dashboard must not stay highlighted on every dashboard page. */}
              <NavLink className="dash-nav__link" to={link.to} end>
                {link.label}
                {link.badge && <CountBadge count={counts?.[link.badge.count]} label={link.badge.label} />}
              </NavLink>
            </li>
          ))}
          <li>
            <button className="dash-nav__link dash-nav__logout" type="button" onClick={() => void requestLogout()}>
              {authTexts.logoutButton}
            </button>
          </li>
        </ul>
        <p className="dash-nav__offline" role="status">
          {readyOffline ? staffOfflineTexts.readyOffline : ''}
        </p>
      </nav>
      <ConfirmDialog
        open={unsent > 0}
        title={accountTexts.logoutUnsentTitle}
        message={accountTexts.logoutUnsent(unsent)}
        confirmLabel={accountTexts.logoutAnyway}
        onConfirm={() => {
          setUnsent(0);
          void signOut();
        }}
        onCancel={() => setUnsent(0)}
      />
    </aside>
  );
}
