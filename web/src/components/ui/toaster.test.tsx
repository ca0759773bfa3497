import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';
import { toastSuccess } from './toast';
import { AppToaster } from './toaster';

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} title="Forgot password" onClose={() => setOpen(false)}>
        <p>Body</p>
      </Dialog>
      <AppToaster />
    </>
  );
}

const toaster = () => document.querySelector('[aria-live]')!;

describe('AppToaster', () => {
  it('shows toasts inside the open dialog, over its backdrop, and keeps them when it closes', async () => {
    render(<Screen />);
    // sonner arrives after the page is taken over.
    await waitFor(() => expect(document.querySelector('[aria-live]')).not.toBeNull());
    expect(toaster().closest('dialog')).toBeNull();

    act(() => screen.getByRole('button', { name: 'Open' }).click());
    const dialog = document.querySelector('dialog')!;
    await waitFor(() => expect(dialog.contains(toaster())).toBe(true));
    act(() => {
      toastSuccess('Review Submitted Successfully');
    });
    const toast = await screen.findByText('Review Submitted Successfully');
    expect(dialog.contains(toast)).toBe(true);

    act(() => screen.getByRole('button', { name: 'Close' }).click());
    await waitFor(() => expect(toaster().parentElement?.parentElement).toBe(document.body));
    expect(screen.getByText('Review Submitted Successfully')).toBeTruthy();
  });
});
