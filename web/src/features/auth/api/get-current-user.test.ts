import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { franchiseUser } from '../../../test/fixtures';
import { loadCurrentUser, rememberedUser, rememberUser } from './get-current-user';

const signedInHint = () => (document.cookie = 'signed_in=1; Path=/');
beforeEach(() => {
  localStorage.clear();
  signedInHint();
});
afterEach(() => {
  document.cookie = 'signed_in=; Max-Age=0; Path=/';
});

describe('who is signed in, at start-up', () => {
  it('remembers the user the server names', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, user: franchiseUser })),
    );
    expect(await loadCurrentUser()).toEqual(franchiseUser);
    expect(rememberedUser()).toEqual(franchiseUser);
  });

  it('keeps staff signed in with the remembered profile when no answer comes (a tablet offline)', async () => {
    rememberUser(franchiseUser);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await loadCurrentUser()).toEqual(franchiseUser);
  });

  it('leaves a visitor a visitor when no answer comes and nobody signed in on this device', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await loadCurrentUser()).toBeNull();
  });

  it('forgets the profile when the server says the session is over', async () => {
    rememberUser(franchiseUser);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, message: 'Please log in to continue.' }, { status: 401 })),
    );
    expect(await loadCurrentUser()).toBeNull();
    expect(rememberedUser()).toBeNull();
    expect(document.cookie).not.toContain('signed_in=1');
  });
});

describe('the signed-in hint, where the browser has a Cookie Store', () => {
  const cookieReads = () => vi.spyOn(document, 'cookie', 'get');
  afterEach(() => {
    Reflect.deleteProperty(window, 'cookieStore');
    vi.restoreAllMocks();
  });
  const withCookieStore = (value: string | undefined) =>
    Object.defineProperty(window, 'cookieStore', {
      configurable: true,
      value: { get: vi.fn(async (name: string) => (name === 'signed_in' && value !== undefined ? { name, value } : null)) },
    });

  it('leaves a visitor a visitor without a request, and without reading the cookie string (a read that holds the page)', async () => {
    document.cookie = 'signed_in=; Max-Age=0; Path=/';
    withCookieStore(undefined);
    const reads = cookieReads();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await loadCurrentUser()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(reads).not.toHaveBeenCalled();
  });

  it('asks the server who is signed in when the Cookie Store has the hint', async () => {
    withCookieStore('1');
    const reads = cookieReads();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, user: franchiseUser })),
    );
    expect(await loadCurrentUser()).toEqual(franchiseUser);
    expect(reads).not.toHaveBeenCalled();
  });
});
