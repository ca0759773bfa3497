import { LineIcon } from './line-icon';

// Drawn on the public site's shell (header, drawer, dialogs), so they ship with the first page.

export function SearchIcon() {
  return (
    <LineIcon>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </LineIcon>
  );
}

/** Three bars: "open the navigation". */
export function MenuIcon() {
  return (
    <LineIcon>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </LineIcon>
  );
}

export function CloseIcon() {
  return (
    <LineIcon>
      <path d="M6 6l12 12M18 6 6 18" />
    </LineIcon>
  );
}
