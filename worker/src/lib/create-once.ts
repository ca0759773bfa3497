/**
 * Idempotent creates (DESIGN §4, §8). A create may carry a `clientId`, its
 * sender's idempotency key, stored with the row under a unique index scoped
 * to that sender; a retry after a dropped connection then answers the row the
 * lost answer was about instead of writing a second one.
 *
 * A replay's write is refused by that index and the stored row is read
 * instead. Creates with costly side effects (an upload to R2) pass
 * `lookFirst`, so a replay finds the stored row before `create` runs and
 * repeats none of them. Two copies racing past that look-up both run
 * `create`; the later one fails (the index refuses its write, or a check of
 * its own sees the twin's row, like a taken email), so `create` must undo
 * its side effects when it fails (`withUploadRollback`), and whatever it
 * failed with, a row stored under the key since is the answer.
 */

export interface Created<Row> {
  row: Row;
  /** False for a replay: answer 200 with the stored row instead of 201. */
  created: boolean;
}

export async function createOnce<Row>(
  clientId: string | undefined,
  stored: (clientId: string) => Promise<Row | undefined>,
  create: () => Promise<Row>,
  { lookFirst = false } = {},
): Promise<Created<Row>> {
  if (!clientId) return { row: await create(), created: true };
  const earlier = lookFirst ? await stored(clientId) : undefined;
  if (earlier) return { row: earlier, created: false };
  try {
    return { row: await create(), created: true };
  } catch (err) {
    const winner = await stored(clientId).catch(() => undefined);
    if (!winner) throw err;
    return { row: winner, created: false };
  }
}

/** 201 for a new row, 200 for a replay. */
export const createdStatus = ({ created }: Created<unknown>): 201 | 200 => (created ? 201 : 200);
