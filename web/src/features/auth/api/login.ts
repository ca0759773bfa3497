import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { FieldErrorMap } from '../../../components/ui/field-errors';
import { reportRefusal } from '../../../components/ui/refusal';
import { toastSuccess } from '../../../components/ui/toast';
import { api, readOk } from '../../../lib/api-client';
import type { User } from '../../../lib/contract';
import { dashboardHomeFor } from '../dashboard-home';
import { loadOutbox } from '../../../sync/lazy';
import { rememberedUser, rememberUser } from './get-current-user';
import { forgetSessionEnd } from '../session-end';
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
 * Signs in, then sends the user to their dashboard home (SPEC §2.1), or
 * leaves them where they are (`stayOnPage`: a dashboard screen whose session
 * head office ended, which shows again once they are signed in). On
 * failure the caller keeps whatever was typed: refused fields come back in
 * `fieldErrors` to show under each (a toast then only points there), any
 * other reason (a wrong password, too many tries) goes to an error toast.
 */
export function useLogin({ stayOnPage = false } = {}) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrorMap>({});

  async function submit(credentials: LoginCredentials): Promise<boolean> {
    setPending(true);
    setFieldErrors({});
    try {
      const user = await login(credentials);
      const before = rememberedUser();
      rememberUser(user);
      // Another account's saved screens never show to this one.
      if (before && before._id !== user._id) void import('../../../sync/staff/staff-db').then((staff) => staff.deleteSavedScreens());
      // Writes that waited for a session (it ran out while offline) go now; without IndexedDB there are none.
      if (typeof indexedDB !== 'undefined')
        void loadOutbox()
          .then((outbox) => outbox.flushOutbox({ force: true }))
          .catch(() => undefined);
      forgetSessionEnd();
      setSessionUser(user);
      toastSuccess(authTexts.loginSuccess);
      if (!stayOnPage) await navigate(dashboardHomeFor(user.role), { replace: true });
      return true;
    } catch (err) {
      reportRefusal(err, setFieldErrors);
      return false;
    } finally {
      setPending(false);
    }
  }

  return { submit, pending, fieldErrors };
}
