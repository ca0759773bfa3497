import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toast } from 'sonner';

/**
 * The tests' network: none. A request no test stubbed fails the way an
 * offline browser's does (a TypeError), naming what was asked, instead of
 * reaching whatever listens on the page's origin; a test's own stub (vi.stubGlobal, vi.spyOn) wins.
 */
globalThis.fetch = (input) => Promise.reject(new TypeError(`No network in web tests: unstubbed fetch of ${input instanceof Request ? input.url : String(input)}`));

// findBy/waitFor wait on a real condition; the default 1 s ran out on a busy 2-core machine while the screen
// was still rendering, so they get 5 s (a passing test never waits longer than its screen takes).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
