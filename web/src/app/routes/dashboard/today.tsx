import { PageTitle } from '../../../components/ui/page-title';
import { useCurrentUser } from '../../../features/auth/hooks/use-session';
import { TodayScreen } from '../../../features/availability-admin/components/today-screen';
import { availabilityAdminTexts } from '../../../features/availability-admin/texts';
import './admin-screen.css';

/** What a store has today (issue #25): the counter tablet's sold-out switches; head office sees every store. */
export default function TodayRoute() {
  const role = useCurrentUser()?.role ?? 'franchise';
  return (
    <div className="container admin-screen">
      <PageTitle>{availabilityAdminTexts.screenTitle}</PageTitle>
      <TodayScreen role={role} />
    </div>
  );
}
