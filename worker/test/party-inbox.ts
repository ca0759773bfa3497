/** Stands in for the chat party: what the Worker POSTs to rooms is captured instead of sent. */
import { vi } from 'vitest';

/** Bindings that make the Worker talk to the stand-in party. */
export const WITH_PARTY = { PARTYKIT_URL: 'http://party.test' };

export interface RoomCall {
  room: string;
  authorization: string | null;
  body: Record<string, unknown>;
}

/** Captures room requests until `stop()`; every one is answered 200. */
export function partyInbox() {
  const calls: RoomCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    if (url.origin !== WITH_PARTY.PARTYKIT_URL) throw new Error(`unexpected fetch ${req.url}`);
    calls.push({ room: decodeURIComponent(url.pathname.replace('/parties/main/', '')), authorization: req.headers.get('authorization'), body: await req.json() });
    return Response.json({ ok: true });
  });
  return { calls, stop: () => spy.mockRestore() };
}
