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
  it('loads nothing until a toast is asked for, then shows it in a live region that was on the page before it', async () => {
    // When the live region and the toast's text were first seen on the page.
    const seen: { region?: number; toast?: number } = {};
    const watch = new MutationObserver(() => {
      if (document.querySelector('[aria-live]')) seen.region ??= performance.now();
      if (document.body.textContent?.includes('Review Submitted Successfully')) seen.toast ??= performance.now();
    });
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    render(<Screen />);
    await new Promise((wait) => setTimeout(wait, 300));
    expect(document.querySelector('[aria-live]')).toBeNull();

    act(() => screen.getByRole('button', { name: 'Open' }).click());
    const dialog = document.querySelector('dialog')!;
    act(() => {
      toastSuccess('Review Submitted Successfully');
    });
    const toast = await screen.findByText('Review Submitted Successfully');
    watch.disconnect();
    expect(dialog.contains(toast)).toBe(true);
    expect(dialog.contains(toaster())).toBe(true);
    // A screen reader learns of the region before anything is added to it: at least a quarter of a second, many frames.
    expect(seen.toast! - seen.region!).toBeGreaterThanOrEqual(240);

    act(() => screen.getByRole('button', { name: 'Close' }).click());
    await waitFor(() => expect(toaster().parentElement?.parentElement).toBe(document.body));
    expect(screen.getByText('Review Submitted Successfully')).toBeTruthy();
  });
});
