import { useAtomValue } from 'jotai';
import type { User } from '../../../lib/contract';
import { currentUserAtom, sessionAtom, type Session } from '../session-state';

export function useSession(): Session {
  return useAtomValue(sessionAtom);
}

/** The signed-in user, or null while loading and for visitors. */
export function useCurrentUser(): User | null {
  return useAtomValue(currentUserAtom);
}
