import './skip-link.css';
export const MAIN_ID = 'main';

/** First focusable element on every page: keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      Skip to content
    </a>
  );
}
