import { useEffect, useEffectEvent, useState } from 'react';
import { refreshDashboardCounts } from '../../lib/dashboard-counts';
import type { OutboxItem, OutboxKind } from '../../lib/db';
import { enqueue, onOutboxResult, type EnqueueInput, type SendOutcome } from '../../sync/outbox';
import { staffOfflineTexts } from '../../sync/staff/staff-texts';
import { useOutbox } from '../../sync/use-outbox';

/**
 * One tap's change through the outbox (a review's status, a read mark):
 * sent at once when online, kept on this device and sent when the connection
 * returns when not. Nothing was typed, so no form holds it: the answer says
 * what became of it, and a device that would not even store it answers a
 * refusal in the dashboard's words.
 */
export async function sendMark<K extends OutboxKind>(input: EnqueueInput<K>): Promise<SendOutcome> {
  try {
    return await enqueue(input);
  } catch {
    return { state: 'rejected', message: staffOfflineTexts.notSaved, fields: {} };
  }
}

interface Landed<K extends OutboxKind> {
  item: OutboxItem<K>;
  /** The list's answers when it reached the server: the list shows it once every one of them has been loaded again. */
  seen: readonly unknown[];
}

export interface WaitingMarks<K extends OutboxKind> {
  /** The newest change a row shows: waiting in the outbox, or sent and not in the reloaded list yet. */
  shown: (target: string) => OutboxItem<K> | undefined;
  /** The row's change still in the outbox, waiting or refused, for its mark. */
  waiting: (target: string) => OutboxItem<K> | undefined;
}

/**
 * The marks of one kind still in the outbox, by the row they change, so a
 * list shows each row as it will be, marked. Once one is sent the list and
 * the sidebar's counts load again, and the row keeps showing the change
 * until `answers` (the list's data) have all been loaded again, so it never
 * flips back for a moment. Once one is refused (the row was deleted
 * meanwhile) the list loads again too and shows the server's state (the
 * outbox's own toasts say why, or the screen that sent it).
 */
export function useWaitingMarks<K extends OutboxKind>(kind: K, reload: () => void, answers: readonly unknown[]): WaitingMarks<K> {
  const items = useOutbox(kind);
  const [landed, setLanded] = useState<readonly Landed<K>[]>([]);
  const settled = useEffectEvent((item: OutboxItem<K>, sent: boolean) => {
    if (sent) {
      setLanded((list) => [...list.filter((l) => l.item.target !== item.target && l.seen.some((seen, i) => seen === answers[i])), { item, seen: answers }]);
      void refreshDashboardCounts();
    }
    reload();
  });
  useEffect(
    () =>
      onOutboxResult((item, outcome) => {
        if (item.kind === kind && (outcome.state === 'sent' || outcome.state === 'rejected')) settled(item as OutboxItem<K>, outcome.state === 'sent');
      }),
    [kind],
  );
  // Oldest first: a later change of the same row wins.
  const waiting = new Map(items.map((item) => [item.target, item]));
  const landing = new Map(landed.filter((l) => l.seen.some((seen, i) => seen === answers[i])).map((l) => [l.item.target, l.item]));
  return {
    shown: (target) => {
      const item = waiting.get(target);
      return item?.status === 'queued' ? item : item ? undefined : landing.get(target);
    },
    waiting: (target) => waiting.get(target),
  };
}
