/**
 * Ending a franchise owner's sessions ends their chat, through the real
 * Worker and chat party (DESIGN §5): when head office sets a new password or
 * deletes the franchise, the owner's open socket closes at once and the
 * ticket they held opens nothing: the party refuses it before any socket opens. Node-side sockets, as a stolen session's
 * holder would use them; the franchise is made here and deleted at the end.
 */
import { expect, inject, it } from 'vitest';
import { closed, connect, watch } from '../party/test-client';
import { loginSentAgainOn503 } from './support/session';

const baseURL = inject('baseURL');
/** Close code of a socket whose session ended. */
const SESSION_ENDED = 4001;

function api(path: string, { method = 'GET', cookie = '', body }: { method?: string; cookie?: string; body?: FormData | object } = {}) {
  const headers: Record<string, string> = { origin: baseURL, cookie };
  if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const payload = body instanceof FormData || body === undefined ? body : JSON.stringify(body);
  return fetch(`${baseURL}/api/v1${path}`, { method, headers, body: payload });
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await loginSentAgainOn503(
    () => api('/user/login', { method: 'POST', body: { email, password } }),
    (response) => response.status,
  );
  expect(res.status, `login as ${email}: ${await res.clone().text()}`).toBe(200);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('token='))!
    .split(';')[0];
}

/** Opens the owner's chat socket with a fresh ticket; answers the socket and the ticket it used. */
async function openChat(cookie: string) {
  const res = await api('/chat/ticket', { cookie });
  expect(res.status).toBe(200);
  const { ticket, room, partyHost } = (await res.json()) as { ticket: string; room: string; partyHost: string };
  const party = { url: partyHost, host: new URL(partyHost).host };
  const { result, socket } = await connect(party, room, ticket, baseURL);
  expect(result).toBe('open');
  // Served: a watch gets its answer.
  expect(await watch(socket, ['someone'])).toEqual(new Map([['someone', false]]));
  return { socket, reuse: () => connect(party, room, ticket, baseURL) };
}

it('closes the owner’s chat socket and voids their ticket when head office sets a new password, and again when it deletes the franchise', async () => {
  const admin = await signIn('admin@example.com', 'admin1234');
  const email = `chat-end-${Date.now().toString(36)}@example.com`;
  const form = new FormData();
  for (const [key, value] of Object.entries({ email, password: 'first-password', name: 'Chat End Boba', phone: '5550100', owner_name: 'Owner', address: '1 Main St' }))
    form.set(key, value);
  const added = await api('/admin/action/franchise/add', { method: 'POST', cookie: admin, body: form });
  expect(added.status).toBe(201);
  const { franchise } = (await added.json()) as { franchise: { _id: string } };

  const before = await openChat(await signIn(email, 'first-password'));
  expect((await api(`/admin/action/franchise/${franchise._id}/password`, { method: 'PUT', cookie: admin, body: { password: 'second-password' } })).status).toBe(200);
  expect(await closed(before.socket)).toBe(SESSION_ENDED);
  expect((await before.reuse()).result).toBe(401);

  // The owner signs in with the new password: chat works again, until the franchise is deleted.
  const after = await openChat(await signIn(email, 'second-password'));
  expect((await api(`/admin/action/franchise/${franchise._id}`, { method: 'DELETE', cookie: admin })).status).toBe(200);
  expect(await closed(after.socket)).toBe(SESSION_ENDED);
  expect((await after.reuse()).result).toBe(401);
});
