import { useState } from 'react';

/**
 * A staff list's row state: the row open in its edit dialog and the row
 * waiting for a delete confirmation. A saved edit or a finished delete
 * closes its dialog and reloads the list, so the screen shows what the
 * server now holds. `E` is what the edit dialog or side panel is opened
 * with, when that is more than the row (a new row's key).
 */
export function useRowEditing<T, E = T>(reload: () => void) {
  const [editing, setEditing] = useState<E | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    editing,
    edit: setEditing,
    stopEditing: () => setEditing(null),
    updated: () => {
      setEditing(null);
      reload();
    },
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    deleted: () => {
      setDeleting(null);
      reload();
    },
  };
}
