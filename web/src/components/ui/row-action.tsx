import type { ReactNode } from 'react';
import './row-action.css';

interface RowActionProps {
  /** Names the action and its row for screen readers ("Edit Downtown Tea"). */
  label: string;
  /** The short word shown on hover ("Edit"). */
  hint: string;
  onClick: () => void;
  danger?: boolean;
  /** The icon. */
  children: ReactNode;
}

/** An icon button in a table row's action cell. */
export function RowAction({ label, hint, onClick, danger = false, children }: RowActionProps) {
  return (
    <button type="button" className={danger ? 'icon-button row-action row-action--danger' : 'icon-button row-action'} aria-label={label} title={hint} onClick={onClick}>
      {children}
    </button>
  );
}
