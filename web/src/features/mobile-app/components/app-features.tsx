import { appFeatures } from '../texts';
import './app-features.css';

const icons = [
  'M5 12h10m-4-4 4 4-4 4M19 5v14', // skip the line
  'M4 12 12 4h8v8l-8 8zM15.5 8.5h.01', // offers (tag)
  'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zm4 4h4', // notifications (bell)
  'M12 3l2.6 5.6 6 .7-4.5 4 1.3 6L12 16.2 6.6 19.3l1.3-6-4.5-4 6-.7z', // points (star)
  'M4 9h16v11H4zM2 5h20v4H2zm10 0v15M12 5c-2-3-6-3-6 0m6 0c2-3 6-3 6 0', // exclusive (gift)
  'M3 6h18v12H3zM3 10h18M7 15h4', // payment (card)
];

/** SPEC §2.5's six features, worded exactly. */
export function AppFeatures() {
  return (
    <ul className="app-features">
      {appFeatures.map((f, i) => (
        <li key={f.term} className="app-feature">
          <svg className="app-feature__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={icons[i]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <p>
            <strong>{f.term}:</strong> {f.detail}
          </p>
        </li>
      ))}
    </ul>
  );
}
