import { LineIcon } from './line-icon';

// Drawn only on staff screens, so they load with the dashboard, not the public site.

export function EditIcon() {
  return (
    <LineIcon>
      <path d="M4 20h4L18.5 9.5a2.1 2.1 0 0 0-4-4L4 16z" />
      <path d="M13.5 6.5l4 4" />
    </LineIcon>
  );
}

export function KeyIcon() {
  return (
    <LineIcon>
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l9-9M17 6l3 3M15 8l2 2" />
    </LineIcon>
  );
}

export function DeleteIcon() {
  return (
    <LineIcon>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </LineIcon>
  );
}

export function DownloadIcon() {
  return (
    <LineIcon>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </LineIcon>
  );
}

export function DocumentIcon() {
  return (
    <LineIcon>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </LineIcon>
  );
}

export function CopyIcon() {
  return (
    <LineIcon>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h9" />
    </LineIcon>
  );
}

export function ViewIcon() {
  return (
    <LineIcon>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </LineIcon>
  );
}

export function BackIcon() {
  return (
    <LineIcon>
      <path d="M15 5l-7 7 7 7" />
    </LineIcon>
  );
}

export function SendIcon() {
  return (
    <LineIcon>
      <path d="M4 12l16-8-6 16-2.5-6.5z" />
      <path d="M11.5 13.5L20 4" />
    </LineIcon>
  );
}
