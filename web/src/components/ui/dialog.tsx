import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons/site-icons';
import './dialog.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra class on the <dialog>, e.g. for a wide layout. */
  className?: string;
}

/**
 * A modal on the native <dialog>: showModal() gives the focus trap, inert
 * background and Esc for free; we return focus to whatever opened it.
 */
export function Dialog({ open, title, onClose, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  // At once, and once: the close event comes a task later, when the visitor may already be typing elsewhere.
  const returnFocus = () => {
    const to = opener.current;
    opener.current = null;
    if (to instanceof HTMLElement) to.focus();
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocus();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  function onDialogClose() {
    returnFocus();
    if (open) onClose();
  }

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      onClose={onDialogClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="dialog__body">
          <header className="dialog__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button dialog__close" onClick={onClose} aria-label="Close">
              <CloseIcon />
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
