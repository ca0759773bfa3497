import { storeStatus, type StoreHours } from '../store-status';
import { WholeTimes } from './whole-times';
import './store-line.css';

/** The store's status right now in its own time: 'Open till 9:00 pm', 'Closed · opens tomorrow at 10:00 am'… */
export function StoreStatusLine({ store, now, className = '' }: { store: StoreHours; now: Date; className?: string }) {
  const { state, text } = storeStatus(store, now);
  return (
    <p className={`open-till open-till--${state} ${className}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7.5V12l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>
        <WholeTimes text={text} />
      </span>
    </p>
  );
}
