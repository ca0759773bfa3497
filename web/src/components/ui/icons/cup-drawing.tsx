/** A bubble-tea cup: the stand-in drawn where a drink or series has no picture (or it cannot load). */
export function CupDrawing() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M37 6 31 20" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <path d="M17 20h30l-4 34a4 4 0 0 1-4 3.5H25a4 4 0 0 1-4-3.5z" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="27" cy="47" r="2.5" fill="currentColor" />
      <circle cx="34" cy="49" r="2.5" fill="currentColor" />
      <circle cx="39" cy="44" r="2.5" fill="currentColor" />
    </svg>
  );
}
