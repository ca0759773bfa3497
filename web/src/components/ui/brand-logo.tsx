import { brand } from '../../config/brand';
import './brand-logo.css';

/** The cup mark and the brand name; the mark is decorative, the name is the text. */
export function BrandLogo() {
  return (
    <span className="brand-logo">
      <svg className="brand-logo__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path d="M37 6 31 20" stroke="#f3c17a" strokeWidth="4" strokeLinecap="round" />
        <path d="M17 20h30l-4 34a4 4 0 0 1-4 3.5H25a4 4 0 0 1-4-3.5z" fill="#fbf5ec" />
        <path d="M19 31h26l-2.6 22.5a3 3 0 0 1-3 2.5H24.6a3 3 0 0 1-3-2.5z" fill="#c98a3d" />
        <g fill="#3a2417">
          <circle cx="26" cy="48" r="3" />
          <circle cx="33" cy="50" r="3" />
          <circle cx="39" cy="46" r="3" />
          <circle cx="29" cy="42" r="2.6" />
        </g>
        <rect x="14" y="17" width="36" height="5" rx="2.5" fill="#17a3a3" />
      </svg>
      <span className="brand-logo__name">{brand.name}</span>
    </span>
  );
}
