import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toast } from 'sonner';

afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
