import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { dashboardHomeFor } from '../../../features/auth/dashboard-home';
import { useCurrentUser } from '../../../features/auth/hooks/use-session';
import type { Role } from '../../../lib/contract';
import '../screen-placeholder.css';

export const otherRoleTexts = {
  screenFor: { admin: 'This screen is for head office.', franchise: 'This screen is for franchise owners.' } satisfies Record<Role, string>,
  help: 'It was opened from a link meant for the other side of the business. Everything you need is in your own dashboard.',
  goHome: 'Go to your dashboard',
} as const;

/**
 * Another role's screen with nothing like it on this side (a franchise owner
 * pasted head office's Franchisees address, say): inside the dashboard, with
 * its navigation, saying whose screen it is rather than dropping the person
 * on the public home page.
 */
export function OtherRoleScreen({ forRole }: { forRole: Role }) {
  const user = useCurrentUser();
  const title = otherRoleTexts.screenFor[forRole];
  return (
    <section className="container screen-placeholder">
      <PageTitle>{title}</PageTitle>
      <h1>{title}</h1>
      <p>{otherRoleTexts.help}</p>
      {user && (
        <Link className="button button--primary" to={dashboardHomeFor(user.role)}>
          {otherRoleTexts.goHome}
        </Link>
      )}
    </section>
  );
}
