import type { ReactNode } from 'react';
import { useCurrentUser } from '../../features/auth/hooks/use-session';
import type { Role } from '../../lib/contract';

interface RequireRoleProps {
  role: Role;
  /** What anyone else gets instead: their own version of the screen (a redirect) or a page saying whose it is. */
  otherwise: ReactNode;
  children: ReactNode;
}

/**
 * A convenience for the UI only: the Worker refuses these users anyway. Runs
 * inside the dashboard layout, which has already waited for the session.
 */
export function RequireRole({ role, otherwise, children }: RequireRoleProps) {
  const user = useCurrentUser();
  return user?.role === role ? children : otherwise;
}
