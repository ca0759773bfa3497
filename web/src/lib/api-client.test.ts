import { describe, expect, it, vi } from 'vitest';
import { answerJson } from '../test/fixtures';
import { api, ApiError, errorMessage, OFFLINE_MESSAGE, readOk } from './api-client';

describe('api client', () => {
  it('calls same-origin /api/v1 paths with cookies', async () => {
    const fetchMock = vi.fn(answerJson(200, { success: true, user: null }));
    vi.stubGlobal('fetch', fetchMock);
    await api.user.me.$get();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/user/me');
    expect(init.credentials).toBe('include');
  });

  it('returns the body of a success answer', async () => {
    vi.stubGlobal('fetch', vi.fn(answerJson(200, { success: true, message: 'Logged out.' })));
    await expect(readOk(await api.user.logout.$post())).resolves.toEqual({ success: true, message: 'Logged out.' });
  });

  it("turns an error answer into an ApiError with the server's message and status", async () => {
    vi.stubGlobal('fetch', vi.fn(answerJson(429, { success: false, message: 'Too many failed login attempts.' })));
    const failure = readOk(await api.user.login.$post({ json: { email: 'a@b.co', password: 'x' } }));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Too many failed login attempts.', status: 429 });
  });

  it('falls back to a generic message when the error body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<h1>Bad gateway</h1>', { status: 502 })),
    );
    await expect(readOk(await api.user.me.$get())).rejects.toMatchObject({
      message: 'Something went wrong (error 502). Please try again.',
      status: 502,
    });
  });

  it('explains network failures in words', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(OFFLINE_MESSAGE);
    expect(errorMessage(new ApiError('Nope.', 403))).toBe('Nope.');
  });
});
