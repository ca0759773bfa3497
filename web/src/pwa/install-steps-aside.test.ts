import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tellInstallOfInput } from './install-steps-aside';

/** The worker's script (public/sw-install-steps-aside.js), run afresh against this test's own `fetch` and events. */
async function workerScope() {
  const network = vi.fn(async (url: string) => new Response(url));
  globalThis.fetch = network as unknown as typeof fetch;
  vi.resetModules();
  // A path in a variable: the script is the worker's, with no module or types of its own.
  const script = '../../public/sw-install-steps-aside.js';
  await import(/* @vite-ignore */ script);
  const wrapped = globalThis.fetch as unknown as (url: string) => Promise<Response>;
  const dispatch = (type: string) => dispatchEvent(new Event(type));
  return { fetch: wrapped, network, dispatch, input: () => dispatchEvent(new MessageEvent('message', { data: { type: 'visitor-input' } })) };
}

describe('the install steps aside for the visitor (service worker)', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    globalThis.fetch = realFetch;
  });

  it('fetches at once while nobody is tapping', async () => {
    const sw = await workerScope();
    sw.dispatch('install');
    await sw.fetch('/assets/a.js');
    expect(sw.network).toHaveBeenCalledWith('/assets/a.js');
  });

  it('holds its next file until 800 ms after the last tap or key press', async () => {
    const sw = await workerScope();
    sw.dispatch('install');
    sw.input();
    const fetched = sw.fetch('/assets/a.js');
    await vi.advanceTimersByTimeAsync(500);
    sw.input();
    await vi.advanceTimersByTimeAsync(700);
    expect(sw.network).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(150);
    expect(sw.network).toHaveBeenCalledOnce();
    await expect(fetched.then((r) => r.text())).resolves.toBe('/assets/a.js');
  });

  it('never holds an install more than 8 s in all, however long the visitor types', async () => {
    const sw = await workerScope();
    sw.dispatch('install');
    sw.input();
    const typing = setInterval(sw.input, 100);
    const fetched = sw.fetch('/assets/a.js');
    await vi.advanceTimersByTimeAsync(7900);
    expect(sw.network).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(sw.network).toHaveBeenCalledOnce();
    await fetched;
    await sw.fetch('/assets/b.js');
    expect(sw.network).toHaveBeenCalledTimes(2);
    clearInterval(typing);
  });

  it('does not hold the fetches of an active worker, nor take taps outside an install', async () => {
    const sw = await workerScope();
    sw.input();
    await sw.fetch('/api/v1/media/a.webp');
    sw.dispatch('install');
    sw.input();
    sw.dispatch('activate');
    await sw.fetch('/api/v1/media/b.webp');
    expect(sw.network).toHaveBeenCalledTimes(2);
  });
});

describe('tellInstallOfInput (page)', () => {
  it('tells an installing worker of each tap and key press, and nothing else', () => {
    const postMessage = vi.fn();
    const registration = { installing: { postMessage } as unknown as ServiceWorker } as ServiceWorkerRegistration;
    const page = new EventTarget();
    tellInstallOfInput(registration, page);
    page.dispatchEvent(new Event('pointerdown'));
    page.dispatchEvent(new Event('keydown'));
    page.dispatchEvent(new Event('scroll'));
    expect(postMessage.mock.calls).toEqual([[{ type: 'visitor-input' }], [{ type: 'visitor-input' }]]);
  });

  it('says nothing once no worker is installing', () => {
    const registration = { installing: null } as ServiceWorkerRegistration;
    const page = new EventTarget();
    tellInstallOfInput(registration, page);
    expect(() => page.dispatchEvent(new Event('pointerdown'))).not.toThrow();
  });
});
