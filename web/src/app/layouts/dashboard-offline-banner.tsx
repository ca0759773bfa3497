import { useOnline } from '../../components/outbox/use-online';
import { staffOfflineTexts } from '../../sync/staff/staff-texts';
import '../../components/outbox/offline-banner.css';

/**
 * The visitors' offline banner, in staff words: each screen shows what it
 * had. The live region is always there, so the change is announced.
 */
export function StaffOfflineBanner() {
  const online = useOnline();
  return (
    <div className="offline-banner" role="status" data-offline={!online}>
      {!online && <p className="container offline-banner__text">{staffOfflineTexts.banner}</p>}
    </div>
  );
}
