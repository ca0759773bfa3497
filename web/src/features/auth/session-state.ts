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

export function setSessionUser(user: User | null) {
  store.set(sessionAtom, { status: 'ready', user });
}
