/** A phone showing the app's order screen: decoration only, drawn here rather than a stock mock-up. */
export function PhoneArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 220 420" aria-hidden="true" focusable="false">
      <rect x="6" y="6" width="208" height="408" rx="34" fill="#24150d" />
      <rect x="16" y="16" width="188" height="388" rx="26" fill="#fbf5ec" />
      <rect x="82" y="24" width="56" height="10" rx="5" fill="#24150d" />
      <rect x="30" y="50" width="96" height="12" rx="6" fill="#3a2417" />
      <rect x="30" y="70" width="140" height="8" rx="4" fill="#d9c6ae" />
      <rect x="30" y="94" width="160" height="150" rx="18" fill="#f3c17a" />
      <path d="M92 128h44l-5 88a6 6 0 0 1-6 5.5h-22a6 6 0 0 1-6-5.5z" fill="#fffdf9" />
      <path d="M94 160h40l-3.5 54a5 5 0 0 1-5 4.5h-23a5 5 0 0 1-5-4.5z" fill="#c98a3d" />
      <g fill="#3a2417">
        <circle cx="104" cy="206" r="5" />
        <circle cx="116" cy="209" r="5" />
        <circle cx="127" cy="204" r="5" />
        <circle cx="110" cy="196" r="4.5" />
      </g>
      <rect x="88" y="122" width="52" height="8" rx="4" fill="#0d6767" />
      <path d="M120 122l10-22" stroke="#0d6767" strokeWidth="6" strokeLinecap="round" />
      <rect x="30" y="260" width="100" height="10" rx="5" fill="#3a2417" />
      <rect x="30" y="278" width="70" height="8" rx="4" fill="#d9c6ae" />
      <rect x="150" y="258" width="40" height="28" rx="14" fill="#0d6767" />
      <rect x="30" y="306" width="160" height="1.5" fill="#e2d1bb" />
      <rect x="30" y="322" width="84" height="10" rx="5" fill="#3a2417" />
      <rect x="30" y="340" width="60" height="8" rx="4" fill="#d9c6ae" />
      <rect x="30" y="364" width="160" height="28" rx="14" fill="#0d6767" />
      <rect x="80" y="374" width="60" height="8" rx="4" fill="#fffdf9" />
    </svg>
  );
}
