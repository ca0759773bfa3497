import { useNavigate } from 'react-router';
import { toastError } from '../../../components/ui/toast';
import { api, errorMessage, readOk } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { forgetStaffDevice } from '../forget-staff-device';
import { setSessionUser } from '../session-state';
import { forgetStaffCodeReady } from '../../../sync/staff/staff-code-ready';

/** POST /user/logout: ends the session and clears the token cookie. */
export async function logout(): Promise<void> {
  await readOk(await api.user.logout.$post());
}

/**
 * Signs out and goes home. The user is cleared locally even when the call
 * fails (SPEC §4), so a shared device never keeps showing the dashboard; the
 * error is still shown because the server session may outlive it. What the
 * device kept for this staff member (saved screens, the dashboard's code,
 * writes not sent yet) goes too: the caller asks first when something waits.
 */
export function useLogout() {
  const navigate = useNavigate();
  return async function signOut() {
    try {
      await logout();
    } catch (err) {
      toastError(errorMessage(err));
      // Offline: this device stops asking the server who is signed in (the session ends there at its next login or expiry).
      document.cookie = 'signed_in=; Max-Age=0; Path=/; SameSite=Lax';
    }
    await forgetStaffDevice();
    forgetStaffCodeReady();
    setSessionUser(null);
    await navigate(paths.home, { replace: true });
  };
}
