/**
 * Who is signed in. 'loading' until GET /user/me has answered at start-up,
 * then always 'ready' with the user or null. Screens that depend on the user
 * (the dashboard) wait for 'ready' instead of guessing from a null.
 */
import { atom } from 'jotai';
import type { User } from '../../lib/contract';
import { store } from '../../lib/store';

export type Session = { status: 'loading' } | { status: 'ready'; user: User | null };

export const sessionAtom = atom<Session>({ status: 'loading' });

/**
 * The signed-in user, or null while loading and for visitors. Its own atom,
 * so what shows only the user (the header's links, on every page) renders
 * again only when the user changes: for a visitor the start-up check ends
 * with the null it began with, and the header stays as it was hydrated.
 */
export const currentUserAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.status === 'ready' ? session.user : null;
});

export function setSessionUser(user: User | null) {
  store.set(sessionAtom, { status: 'ready', user });
}
