import { ApiError, readOk } from '../../../lib/api-answers';
import { isSessionEndReason, type User } from '../../../lib/contract';
import { rememberSessionEnd } from '../session-end';
import { setSessionUser } from '../session-state';

/**
 * GET /user/me. A 401 is how the server says "nobody is signed in", so it is
 * not an error for the user. When no answer comes at all (offline, bad
 * Wi-Fi), staff who signed in on this device stay signed in with the profile
 * remembered here, so the dashboard opens with its saved screens; anyone else
 * is left a visitor, silently, as SPEC §4 has a failed load clear the user.
 */
async function getCurrentUser(): Promise<User | null> {
  // The Worker sets this readable hint beside the HttpOnly session cookie:
  // without it nobody signed in here, so a visitor costs no request.
  if (!(await signedInHint())) return null;
  try {
    // Only then the API client: a visitor's first download goes without it.
    const { api } = await import('../../../lib/api-client');
    const res = await api.user.me.$get();
    if ((res.status as number) === 401) {
      await sessionOver(await res.json().catch(() => null));
      return null;
    }
    const { user } = await readOk(res);
    rememberUser(user);
    return user;
  } catch (err) {
    return err instanceof ApiError ? null : rememberedUser();
  }
}

/**
 * The session is over: drop the stale hint so the next page view asks no
 * more, and what was saved for it (not the writes still waiting: they go after
 * the next login). When head office ended it, the device keeps why, to say so.
 */
async function sessionOver(body: unknown) {
  document.cookie = 'signed_in=; Max-Age=0; Path=/; SameSite=Lax';
  const staff = rememberedUser();
  const reason = body && typeof body === 'object' && 'reason' in body ? body.reason : null;
  if (isSessionEndReason(reason)) rememberSessionEnd({ reason, email: staff?.email ?? '' });
  if (staff) await import('../forget-staff-device').then((m) => m.forgetStaffDevice({ keepOutbox: true }));
}

/**
 * Whether the Worker's `signed_in` hint is set, asked of the Cookie Store
 * where the browser has one: a page's first read of `document.cookie` holds
 * its thread until the browser answers (1-6 ms on a first visit here, 10-64
 * ms in traced loads), while the page is being taken over.
 */
async function signedInHint(): Promise<boolean> {
  if ('cookieStore' in window) {
    try {
      return (await window.cookieStore.get('signed_in'))?.value === '1';
    } catch {
      // A document the Cookie Store refuses (an opaque origin): the cookie string answers.
    }
  }
  return /(?:^|;\s*)signed_in=1(?:;|$)/.test(document.cookie);
}

/** Fetches the user and publishes it to the session state. */
export async function loadCurrentUser(): Promise<User | null> {
  const user = await getCurrentUser();
  setSessionUser(user);
  return user;
}

/*
 * The signed-in staff member, remembered on this device so the dashboard
 * opens on a tablet whose Wi-Fi is down (GET /user/me cannot answer then).
 * Only the profile the server already sent; the session itself stays the
 * HttpOnly cookie, and the server still decides every request. Forgotten at
 * logout and when the server says the session is over.
 */

const KEY = 'bubble-tea.staff-user';

export function rememberUser(user: User) {
  try {
    localStorage.setItem(KEY, JSON.stringify(user));
  } catch {
    // Storage off: the dashboard then needs the network to open.
  }
}

export function rememberedUser(): User | null {
  try {
    const user = JSON.parse(localStorage.getItem(KEY) ?? 'null') as User | null;
    return user && typeof user._id === 'string' && (user.role === 'admin' || user.role === 'franchise') ? user : null;
  } catch {
    return null;
  }
}

export function forgetUser() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
