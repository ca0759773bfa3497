import { useOnline } from '../../components/outbox/use-online';
import { staffOfflineTexts } from '../../sync/staff/staff-texts';
import { useOutbox } from '../../sync/use-outbox';
import '../../components/outbox/offline-banner.css';
import './dashboard-offline-banner.css';

/**
 * The visitors' offline banner, in staff words: each screen shows what it
 * had, and each change kept on this device is named, so nobody wonders
 * whether the hours they just saved will go. The live region is always
 * there, so the change is announced.
 */
export function StaffOfflineBanner() {
  const online = useOnline();
  const waiting = useOutbox().filter((item) => item.status === 'queued');
  return (
    <div className="offline-banner" role="status" data-offline={!online}>
      {!online && (
        <div className="container">
          <p className="offline-banner__text">{staffOfflineTexts.banner}</p>
          {waiting.length > 0 && (
            <>
              <p className="offline-banner__waiting-heading">{staffOfflineTexts.waitingHeading(waiting.length)}</p>
              <ul className="offline-banner__waiting">
                {waiting.map((item) => (
                  <li key={item.clientId}>{item.label}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
