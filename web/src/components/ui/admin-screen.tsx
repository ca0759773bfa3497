import { useId, type ReactNode } from 'react';
import { AsyncContent } from './async-content';
import { DeleteIcon, EditIcon } from './icons/staff-icons';
import { RowAction } from './row-action';
import type { AsyncData } from './use-async-data';

/** The screen's words, as the feature's texts.ts names them. */
export interface AdminScreenTexts {
  /** The h1 ('Franchise Requests'). */
  screenTitle: string;
  /** The list card's own h2; without one the card is named by the title. */
  listHeading?: string;
  /** The empty list ('No Requests Available'). */
  empty: string;
  loading?: string;
}

interface AdminScreenProps<T extends readonly unknown[]> {
  texts: AdminScreenTexts;
  /** Beside the title: a search, an add or export button. */
  actions?: ReactNode;
  /** A line under the list heading. */
  intro?: ReactNode;
  state: AsyncData<T>;
  /** In place of `texts.empty` (a search that found nothing). */
  emptyText?: string;
  /** The rows, once there are some. */
  list: (rows: T) => ReactNode;
  /** The screen's dialogs and forms after the list (add form, edit dialog, delete confirmation). */
  children?: ReactNode;
}

/**
 * The table screens of the dashboard (franchises, requests, inbox, coming
 * soon, locations…): the title with its actions, then the list in a card with
 * its loading, failed, offline and empty states, then the screen's dialogs.
 */
export function AdminScreen<T extends readonly unknown[]>({ texts, actions, intro, state, emptyText = texts.empty, list, children }: AdminScreenProps<T>) {
  const id = useId();
  const { screenTitle, listHeading } = texts;
  return (
    <>
      <div className="admin-header">
        <h1 id={listHeading ? undefined : id}>{screenTitle}</h1>
        {actions}
      </div>
      <section className="card admin-card" aria-labelledby={id}>
        {listHeading && <h2 id={id}>{listHeading}</h2>}
        {intro}
        <AsyncContent state={state} isEmpty={(rows) => rows.length === 0} emptyText={emptyText} loadingText={texts.loading}>
          {list}
        </AsyncContent>
      </section>
      {children}
    </>
  );
}

interface EditDeleteActionsProps {
  /** The row's name, in the buttons' labels ("Edit Downtown Tea"). */
  name: string;
  onEdit: () => void;
  /** Asks first: the screen opens its ConfirmDelete. */
  onDelete: () => void;
  /** More actions, between Edit and Delete (a password reset). */
  children?: ReactNode;
}

/** A staff table's action cell: Edit first, Delete last, in the order every staff table uses (issue #16). */
export function EditDeleteActions({ name, onEdit, onDelete, children }: EditDeleteActionsProps) {
  return (
    <>
      <RowAction label={`Edit ${name}`} hint="Edit" onClick={onEdit}>
        <EditIcon />
      </RowAction>
      {children}
      <RowAction label={`Delete ${name}`} hint="Delete" danger onClick={onDelete}>
        <DeleteIcon />
      </RowAction>
    </>
  );
}
