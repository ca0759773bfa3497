import { outboxTexts } from '../../sync/texts';
import { useOnline } from './use-online';
import './offline-banner.css';

/**
 * Says so while the browser is offline, under the header, in a space of its
 * own (offline-banner.css). The live region is always in the page, so screen
 * readers announce the text when it appears.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div className="offline-banner" role="status" data-offline={!online}>
      {!online && <p className="container offline-banner__text">{outboxTexts.offlineBanner}</p>}
    </div>
  );
}
