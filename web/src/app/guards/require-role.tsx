import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../features/auth/hooks/use-session';
import type { Role } from '../../lib/contract';

interface RequireRoleProps {
  role: Role;
  /** Where anyone else goes. */
  redirectTo: string;
  children: ReactNode;
}

/**
 * A convenience for the UI only: the Worker refuses these users anyway. Runs
 * inside the dashboard layout, which has already waited for the session.
 */
export function RequireRole({ role, redirectTo, children }: RequireRoleProps) {
  const user = useCurrentUser();
  if (user?.role !== role) return <Navigate to={redirectTo} replace />;
  return children;
}
