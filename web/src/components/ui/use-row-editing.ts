import { useState } from 'react';

/**
 * A staff list's row state: the row open in its edit dialog and the row
 * waiting for a delete confirmation. A saved edit or a finished delete
 * closes its dialog and reloads the list, so the screen shows what the
 * server now holds.
 */
export function useRowEditing<T>(reload: () => void) {
  const [editing, setEditing] = useState<T | null>(null);
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
