import type { NearMeState } from '../hooks/use-near-me';
import { locationTexts } from '../texts';

const notes: Partial<Record<NearMeState, string>> = {
  locating: locationTexts.locating,
  located: locationTexts.sortedByDistance,
  refused: locationTexts.locationRefused,
  unavailable: locationTexts.locationUnavailable,
};

/** 'Use my location', with a short note of what came of it, read out politely. */
export function NearMeButton({ state, onLocate }: { state: NearMeState; onLocate: () => void }) {
  return (
    <div className="near-me">
      <button type="button" className="button button--secondary" onClick={onLocate} disabled={state === 'locating'}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 2v4M12 18v4M2 12h4M18 12h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {locationTexts.useMyLocation}
      </button>
      <p className="near-me__note" role="status">
        {notes[state] ?? ''}
      </p>
    </div>
  );
}
