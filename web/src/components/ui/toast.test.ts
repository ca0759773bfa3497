import { describe, expect, it, vi } from 'vitest';
import type { toast as sonnerToast } from 'sonner';

const { toastError, toastNotice, toastSuccess, toasterProps, toasterReady } = await import('./toast');

const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toast helpers (SPEC §4, §9)', () => {
  // One module, one toaster: the first test is the page before the toaster arrives.
  it('holds what is asked before the toaster is on the page, then shows it, in order', async () => {
    toastSuccess('Login Successfully');
    toastError('Invalid email or password.');
    await settle();
    expect(toast.success).not.toHaveBeenCalled();

    toasterReady(toast as unknown as typeof sonnerToast);
    await settle();
    expect(toast.success).toHaveBeenCalledWith('Login Successfully', { duration: 2000 });
    expect(toast.error).toHaveBeenCalledWith('Invalid email or password.', { duration: 4000 });
    expect(toast.success.mock.invocationCallOrder[0]).toBeLessThan(toast.error.mock.invocationCallOrder[0]);
  });

  it('keeps success toasts for 2 s and error toasts for 4 s', async () => {
    vi.clearAllMocks();
    toastSuccess('Saved');
    toastError('Failed');
    await settle();
    expect(toast.success).toHaveBeenCalledWith('Saved', { duration: 2000 });
    expect(toast.error).toHaveBeenCalledWith('Failed', { duration: 4000 });
  });

  it('keeps a notice 8 s, or until acted on when it is persistent', async () => {
    vi.clearAllMocks();
    const action = { label: 'Open chat', onClick: () => {} };
    toastNotice('New message from Admin', { description: 'Hi', action });
    toastNotice('A new version is available', { action, persistent: true });
    await settle();
    expect(toast.mock.calls).toEqual([
      ['New message from Admin', { description: 'Hi', action, duration: 8000 }],
      ['A new version is available', { description: undefined, action, duration: Infinity }],
    ]);
  });

  it('shows at most 20 toasts, top-right', () => {
    expect(toasterProps).toEqual({ position: 'top-right', visibleToasts: 20 });
  });
});
