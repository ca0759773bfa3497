import { paths } from '../../config/paths';
import type { Role } from '../../lib/contract';

/** Where each role lands in the dashboard (SPEC §2.1, §6). */
export function dashboardHomeFor(role: Role): string {
  return role === 'admin' ? paths.dashboard.franchises : paths.dashboard.menu;
}
