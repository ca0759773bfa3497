import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import app from '../index';
import { ORIGIN } from '../../test/helpers';
import { NOT_SET_UP } from './required-secrets';

const DEPLOYED = 'https://bubbletea.example.com';
const get = (origin: string, path: string, bindings: Partial<Env> = {}) => app.request(`${origin}${path}`, {}, { ...env, ...bindings });

afterEach(() => vi.restoreAllMocks());

describe('a deployed Worker missing a required secret', () => {
  it('answers the API with 503 and a clear message, and logs which secrets are missing, never their values', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await get(DEPLOYED, '/api/v1/admin/comming', { CHAT_TICKET_SECRET: '', MEDIA_URL_SECRET: '  ' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('300');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ success: false, message: NOT_SET_UP });
    const logged = log.mock.calls.map((args) => args.join(' ')).join('\n');
    expect(logged).toContain('CHAT_TICKET_SECRET, MEDIA_URL_SECRET are not set');
    expect(logged).not.toContain('PARTYKIT_NOTIFY_SECRET');
    expect(logged).not.toContain(env.PARTYKIT_NOTIFY_SECRET);
  });

  it('answers its pages and sitemap with 503 too, before reading anything', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const path of ['/', '/menu', '/sitemap.xml']) {
      const res = await get(DEPLOYED, path, { PARTYKIT_NOTIFY_SECRET: undefined as unknown as string });
      expect(res.status, path).toBe(503);
      expect(await res.text()).toBe(NOT_SET_UP);
    }
  });

  it('serves as usual once every secret is set', async () => {
    const res = await get(DEPLOYED, '/api/v1/admin/comming');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
  });

  it('leaves local runs alone: a route that needs the secret says so itself', async () => {
    const res = await get(ORIGIN, '/api/v1/user/instagram/feeds', { MEDIA_URL_SECRET: '' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, message: 'Media signing is not configured.' });
    expect((await get(ORIGIN, '/api/v1/admin/comming', { CHAT_TICKET_SECRET: '' })).status).toBe(200);
  });
});
