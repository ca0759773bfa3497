import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessage, OFFLINE_MESSAGE } from './api-answers';
import { api, readOk } from './api-client';
import { patientFetch } from './patient-fetch';

/** A connection: each request is kept with its signal; `answer` decides whether (and what) it answers. */
function connection(answer: (n: number) => Response | null) {
  const asked: { method: string; signal?: AbortSignal | null }[] = [];
  const base = ((_input: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ method: init?.method ?? 'GET', signal: init?.signal });
    const response = answer(asked.length);
    if (response) return Promise.resolve(response);
    return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))));
  }) as typeof fetch;
  return { asked, base };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a read through the patient fetch', () => {
  it('is asked again when no answer began within the wait, and the second answer is the one read', async () => {
    const { asked, base } = connection((n) => (n === 2 ? Response.json({ ok: 2 }) : null));
    const answer = patientFetch(base, 10_000)('/api/v1/conversation', { method: 'GET' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await (await answer).json()).toEqual({ ok: 2 });
    expect(asked).toHaveLength(2);
    expect(asked[0].signal?.aborted).toBe(true);
  });

  it('fails as an unreachable server after a second wait with no answer, the text the screens show offline', async () => {
    const { asked, base } = connection(() => null);
    const answer = patientFetch(base, 10_000)('/api/v1/conversation', { method: 'GET' });
    const failed = answer.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_001);
    const error = await failed;
    expect(error).toBeInstanceOf(TypeError);
    expect(errorMessage(error)).toBe(OFFLINE_MESSAGE);
    expect(asked).toHaveLength(2);
  });

  it('is not cut once its answer began, however long its body takes', async () => {
    let send!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (send = controller) });
    const { asked, base } = connection(() => new Response(body));
    const response = await patientFetch(base, 10_000)('/api/v1/media/file', { method: 'GET' });
    await vi.advanceTimersByTimeAsync(60_000);
    send.enqueue(new TextEncoder().encode('all of it'));
    send.close();
    expect(await response.text()).toBe('all of it');
    expect(asked[0].signal?.aborted).toBe(false);
  });

  it('fails at once, without asking again, when the connection refuses it', async () => {
    const base = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(patientFetch(base as unknown as typeof fetch, 10_000)('/api/v1/user/menu')).rejects.toThrow('Failed to fetch');
    expect(base).toHaveBeenCalledTimes(1);
  });
});

describe('a write or a call with its own signal', () => {
  it('is never timed out nor sent twice', async () => {
    const { asked, base } = connection(() => null);
    const fetchPatiently = patientFetch(base, 10_000);
    void fetchPatiently('/api/v1/contact', { method: 'POST', body: '{}' });
    const own = new AbortController();
    void fetchPatiently('/api/v1/user/menu', { method: 'GET', signal: own.signal });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked.map((a) => a.method)).toEqual(['POST', 'GET']);
    expect(asked[0].signal).toBeUndefined();
    expect(asked[1].signal).toBe(own.signal);
  });
});

describe('the API client', () => {
  it('reads through it: a read left without an answer is asked again and the screen gets the answer', async () => {
    const { asked, base } = connection((n) => (n === 2 ? Response.json([{ _id: 'c1', members: ['admin', 'me'] }]) : null));
    vi.stubGlobal('fetch', base);
    try {
      const answer = api.conversation.$get().then(readOk);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await answer).toEqual([{ _id: 'c1', members: ['admin', 'me'] }]);
      expect(asked).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
