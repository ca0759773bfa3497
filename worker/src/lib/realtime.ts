/**
 * Tells chat rooms about stored messages. D1 is the source of truth: a failed
 * push only delays delivery until the client next loads the conversation.
 */
import type { ChatMessage } from '../contract/chat';

export async function pushMessage(env: Pick<Env, 'PARTYKIT_URL' | 'PARTYKIT_NOTIFY_SECRET'>, userIds: string[], message: ChatMessage): Promise<void> {
  if (!env.PARTYKIT_URL) return; // no party configured (API tests): delivery waits for the next load
  const body = JSON.stringify({ type: 'getMessage', message });
  await Promise.all(
    userIds.map(async (id) => {
      try {
        const res = await fetch(`${env.PARTYKIT_URL}/parties/main/${encodeURIComponent(id)}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${env.PARTYKIT_NOTIFY_SECRET}`, 'content-type': 'application/json' },
          body,
        });
        if (!res.ok) console.warn(`chat push to ${id} answered ${res.status}`);
      } catch (err) {
        console.warn(`chat push to ${id} failed: ${String(err)}`);
      }
    }),
  );
}
