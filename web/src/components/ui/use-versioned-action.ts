/**
 * An edit that needs the network (a new picture, an online-only form) and
 * names the version it was made from (issue #51). A 409 carrying the row as it
 * is now is kept in `conflict`, so the form can show both versions
 * (EditConflictChoice) the way an outbox edit does, rather than only a toast.
 */
import { useState } from 'react';
import { ApiError } from '../../lib/api-answers';
import { conflictNote, conflictOf, type EditConflict } from '../../lib/edit-conflict';
import { useAction, type ActionOptions } from './use-action';

/** A stale edit's refusal, said as the conflict screen says it, with the other device's version. */
export class StaleEditError extends ApiError {
  constructor(readonly conflict: EditConflict) {
    super(conflictNote(conflict), 409);
  }
}

/** Call before readOk: a 409 with `conflict` throws StaleEditError; any other answer is left for readOk (it reads a copy). */
export async function throwIfStale(res: { status: number; clone(): Response }): Promise<void> {
  if (res.status !== 409) return;
  const conflict = conflictOf(
    await res
      .clone()
      .json()
      .catch(() => null),
  );
  if (conflict) throw new StaleEditError(conflict);
}

/** useAction, plus the other device's version when the edit was stale; a new run (Keep mine) starts without it. */
export function useVersionedAction<A extends unknown[]>(perform: (...args: A) => Promise<string>, options: ActionOptions = {}) {
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const action = useAction(async (...args: A) => {
    setConflict(null);
    try {
      return await perform(...args);
    } catch (err) {
      if (err instanceof StaleEditError) setConflict(err.conflict);
      throw err;
    }
  }, options);
  return { ...action, conflict, clearConflict: () => setConflict(null) };
}
