import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toast } from 'sonner';

/**
 * The tests' network: none. A request no test stubbed fails the way an
 * offline browser's does (a TypeError), naming what was asked, instead of
 * reaching whatever listens on the page's origin; a test's own stub (vi.stubGlobal, vi.spyOn) wins.
 */
globalThis.fetch = (input) => Promise.reject(new TypeError(`No network in web tests: unstubbed fetch of ${input instanceof Request ? input.url : String(input)}`));

afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
