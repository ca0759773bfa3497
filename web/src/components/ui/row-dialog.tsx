import type { FormEvent, ReactNode } from 'react';
import { Dialog } from './dialog';
import { FieldErrors, submitThenFocusRefused, type FieldErrorMap } from './field-errors';
import { SubmitButton } from './submit-button';

interface RowDialogProps<T extends { _id: string }> {
  /** The row the dialog is for; null keeps it closed. */
  row: T | null;
  title: string;
  onClose: () => void;
  /** The dialog's body for the row; it starts afresh for each row. */
  children: (row: T) => ReactNode;
}

/** A dialog for one row of a staff list ('Update Franchise', 'Set password'); its close icon closes it. */
export function RowDialog<T extends { _id: string }>({ row, title, onClose, children }: RowDialogProps<T>) {
  return (
    <Dialog open={row !== null} title={title} onClose={onClose}>
      {row && <RowDialogBody key={row._id}>{children(row)}</RowDialogBody>}
    </Dialog>
  );
}

// Keyed by the row, so a form's state never carries over from the row opened before.
const RowDialogBody = ({ children }: { children: ReactNode }) => children;

interface DialogFormProps {
  /** A promise it returns is waited for before the first refused field takes the focus. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<unknown>;
  /** The server's reasons by field, shown under each field. */
  fieldErrors: FieldErrorMap;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** A dialog's form: the fields with the server's reasons under them, then the submit button at the dialog's foot. */
export function DialogForm({ onSubmit, fieldErrors, pending, submitLabel, children }: DialogFormProps) {
  return (
    <form className="form" onSubmit={(event) => submitThenFocusRefused(event, onSubmit)} noValidate>
      <FieldErrors errors={fieldErrors}>
        {children}
        <div className="dialog__actions">
          <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
        </div>
      </FieldErrors>
    </form>
  );
}
