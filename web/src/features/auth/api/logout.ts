import { useNavigate } from 'react-router';
import { toastError } from '../../../components/ui/toast';
import { api, errorMessage, readOk } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { setSessionUser } from '../session-state';

/** POST /user/logout: ends the session and clears the token cookie. */
export async function logout(): Promise<void> {
  await readOk(await api.user.logout.$post());
}

/**
 * Signs out and goes home. The user is cleared locally even when the call
 * fails (SPEC §4), so a shared device never keeps showing the dashboard; the
 * error is still shown because the server session may outlive it.
 */
export function useLogout() {
  const navigate = useNavigate();
  return async function signOut() {
    try {
      await logout();
    } catch (err) {
      toastError(errorMessage(err));
    }
    setSessionUser(null);
    await navigate(paths.home, { replace: true });
  };
}
