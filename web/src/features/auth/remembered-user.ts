/**
 * The signed-in staff member, remembered on this device so the dashboard
 * opens on a tablet whose Wi-Fi is down (GET /user/me cannot answer then).
 * Only the profile the server already sent; the session itself stays the
 * HttpOnly cookie, and the server still decides every request. Forgotten at
 * logout and when the server says the session is over.
 */
import type { User } from '../../lib/contract';

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
