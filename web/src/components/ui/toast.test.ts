import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), loading: vi.fn(), dismiss: vi.fn() },
}));
vi.mock('sonner', () => sonner);

const { toastError, toastSuccess, toasterProps } = await import('./toast');

describe('toast helpers (SPEC §4, §9)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('keeps success toasts for 2 s', () => {
    toastSuccess('Login Successfully');
    expect(sonner.toast.success).toHaveBeenCalledWith('Login Successfully', { duration: 2000 });
  });

  it('keeps error toasts for 4 s', () => {
    toastError('Invalid email or password.');
    expect(sonner.toast.error).toHaveBeenCalledWith('Invalid email or password.', { duration: 4000 });
  });

  it('shows at most 20 toasts, top-right', () => {
    expect(toasterProps).toEqual({ position: 'top-right', visibleToasts: 20 });
  });
});
