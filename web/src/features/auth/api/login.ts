import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toastError, toastSuccess } from '../../../components/ui/toast';
import { api, errorMessage, readOk } from '../../../lib/api-client';
import type { User } from '../../../lib/contract';
import { dashboardHomeFor } from '../dashboard-home';
import { setSessionUser } from '../session-state';
import { authTexts } from '../texts';

interface LoginCredentials {
  email: string;
  password: string;
}

/** POST /user/login: starts a session (cookie) and answers with the user. */
export async function login(credentials: LoginCredentials): Promise<User> {
  const { user } = await readOk(await api.user.login.$post({ json: credentials }));
  return user;
}

/**
 * Signs in, then sends the user to their dashboard home (SPEC §2.1). On
 * failure the server's message goes to an error toast and the caller keeps
 * whatever was typed.
 */
export function useLogin() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function submit(credentials: LoginCredentials): Promise<boolean> {
    setPending(true);
    try {
      const user = await login(credentials);
      setSessionUser(user);
      toastSuccess(authTexts.loginSuccess);
      await navigate(dashboardHomeFor(user.role), { replace: true });
      return true;
    } catch (err) {
      toastError(errorMessage(err));
      return false;
    } finally {
      setPending(false);
    }
  }

  return { submit, pending };
}
