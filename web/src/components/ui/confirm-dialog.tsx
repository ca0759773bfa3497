import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in the product's words ("Delete the series Milk Tea and its drinks?"). */
  message: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before anything destructive; the safe choice has the focus. */
export function ConfirmDialog({ open, title, message, confirmLabel = 'Delete', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      <p>{message}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} autoFocus>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

interface ConfirmDeleteProps<T> {
  /** The row waiting for a confirmation; null keeps the dialog closed. */
  row: T | null;
  title: string;
  message: (row: T) => string;
  /** The delete action (useAction), run with the row's id. */
  remove: { run: (id: string) => Promise<boolean>; pending: boolean };
  onCancel: () => void;
}

/** Asks before deleting one row of a staff list, and deletes it on Delete. */
export function ConfirmDelete<T extends { _id: string }>({ row, title, message, remove, onCancel }: ConfirmDeleteProps<T>) {
  return (
    <ConfirmDialog
      open={row !== null}
      title={title}
      message={row ? message(row) : ''}
      busy={remove.pending}
      onConfirm={() => row && void remove.run(row._id)}
      onCancel={onCancel}
    />
  );
}
