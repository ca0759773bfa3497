import './store-line.css';
/** A street address with a pin; `address` keeps its semantics for assistive tech. */
export function AddressLine({ address, className = '' }: { address: string; className?: string }) {
  return (
    <address className={`address-line ${className}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="12" cy="10" r="2.3" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span>{address}</span>
    </address>
  );
}
