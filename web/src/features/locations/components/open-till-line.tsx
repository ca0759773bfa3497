import type { DayTiming } from '../open-till';
import { openTill } from '../open-till';
import { locationTexts } from '../texts';
import './store-line.css';

/** 'Open till 10:00 pm' for today; nothing when the store has no hours today. */
export function OpenTillLine({ timings, className = '' }: { timings: readonly DayTiming[]; className?: string }) {
  const time = openTill(timings);
  if (!time) return null;
  return (
    <p className={`open-till ${className}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7.5V12l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>
        {locationTexts.openTill} <strong>{time}</strong>
      </span>
    </p>
  );
}
