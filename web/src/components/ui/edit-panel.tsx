import { createContext, Fragment, useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from './dialog';
import { submitThenFocusRefused } from './field-errors';
import './edit-panel.css';

const PANEL_TEXTS = {
  cancel: 'Cancel',
  discardTitle: 'Discard changes?',
  discardMessage: 'What you changed here has not been saved. If you close the panel, it is lost.',
  discard: 'Discard changes',
  keepEditing: 'Keep editing',
} as const;

const RequestClose = createContext<() => void>(() => {});

interface EditPanelProps {
  open: boolean;
  title: string;
  /** Something typed or chosen that is not saved: closing asks first. */
  dirty: boolean;
  onClose: () => void;
  /** An EditPanelForm. */
  children: ReactNode;
}

/**
 * Add and edit on a staff screen: a panel at the side (the whole screen on a
 * phone) whose Save and Cancel stay in view while its fields scroll. Leaving
 * with unsaved changes asks first, however it is left: Cancel, the close
 * button, Escape (or a tablet's back gesture, which browsers pass to the
 * open dialog as Escape), a tap beside the panel, or a reload.
 */
export function EditPanel({ open, title, dirty, onClose, children }: EditPanelProps) {
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty ? setAsking(true) : onClose());
  const content = useRef<HTMLDivElement>(null);
  const keepEditing = useRef<HTMLButtonElement>(null);

  // The dialog put the focus on its close button; the form's first field is where work starts.
  useEffect(() => {
    if (open) content.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [open]);
  // Asked whether to discard: the safe choice has the focus (this runs after the dialog opened).
  useEffect(() => {
    if (asking) keepEditing.current?.focus();
  }, [asking]);

  useEffect(() => {
    if (!open || !dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [open, dirty]);

  return (
    <>
      <Dialog open={open} title={title} onClose={requestClose} className="edit-panel">
        <div ref={content} className="edit-panel__content">
          <RequestClose value={requestClose}>{children}</RequestClose>
        </div>
      </Dialog>
      <Dialog open={open && asking} title={PANEL_TEXTS.discardTitle} onClose={() => setAsking(false)}>
        <p>{PANEL_TEXTS.discardMessage}</p>
        <div className="dialog__actions">
          <button ref={keepEditing} type="button" className="button button--secondary" onClick={() => setAsking(false)}>
            {PANEL_TEXTS.keepEditing}
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              setAsking(false);
              onClose();
            }}
          >
            {PANEL_TEXTS.discard}
          </button>
        </div>
      </Dialog>
    </>
  );
}

/** What a form in a FormPanel hears from it. */
export interface PanelForm {
  /** Tell the panel whether something is typed and not saved (it asks before closing then). */
  onDirty: (dirty: boolean) => void;
  /** Saved: the panel closes without asking. */
  saved: () => void;
}

interface FormPanelProps {
  /** What the panel is open for (an item's id, a count of "new" openings); null keeps it closed. Each new key starts a fresh form. */
  formKey: string | number | null;
  title: string;
  onClose: () => void;
  /** After a save, before the panel closes. */
  onSaved: () => void;
  children: (panel: PanelForm) => ReactNode;
}

/** An EditPanel holding one form at a time, which tells it when it has unsaved changes and when it saved. */
export function FormPanel({ formKey, title, onClose, onSaved, children }: FormPanelProps) {
  const [dirty, setDirty] = useState(false);
  return (
    <EditPanel
      open={formKey !== null}
      title={title}
      dirty={dirty}
      onClose={() => {
        setDirty(false);
        onClose();
      }}
    >
      {formKey !== null && (
        <Fragment key={formKey}>
          {children({
            onDirty: setDirty,
            saved: () => {
              setDirty(false);
              onSaved();
            },
          })}
        </Fragment>
      )}
    </EditPanel>
  );
}

interface EditPanelFormProps {
  /** Save was pressed; the page does not reload (the default is prevented here). A promise it returns is waited for before the first refused field takes the focus. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<unknown>;
  /** The form's SubmitButton. */
  submit: ReactNode;
  /** A message about the whole form (offline, say), above the buttons. */
  note?: string | null;
  children: ReactNode;
}

/** The fields of an EditPanel, scrolling, over its Cancel and Save, which do not. */
export function EditPanelForm({ onSubmit, submit, note, children }: EditPanelFormProps) {
  const requestClose = useContext(RequestClose);
  return (
    <form className="edit-panel__form" onSubmit={(event) => submitThenFocusRefused(event, onSubmit)} noValidate>
      <div className="edit-panel__fields form">{children}</div>
      <div className="cluster cluster--end edit-panel__actions">
        {note && (
          <p className="edit-panel__note" role="alert">
            {note}
          </p>
        )}
        <button type="button" className="button button--secondary" onClick={requestClose}>
          {PANEL_TEXTS.cancel}
        </button>
        {submit}
      </div>
    </form>
  );
}
