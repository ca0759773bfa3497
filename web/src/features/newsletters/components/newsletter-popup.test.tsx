import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_POPUP_DELAY_MS, newsletterTexts } from '../texts';

const signup = vi.hoisted(() => ({ subscribe: vi.fn() }));
vi.mock('../api/subscribe', () => ({ useSubscribe: () => ({ subscribe: signup.subscribe, pending: false }) }));

const { newsletterPopupAtom, useNewsletterAutoOpen } = await import('../popup-state');
const { NewsletterFooterButton } = await import('./newsletter-footer-button');
const { NewsletterPopup } = await import('./newsletter-popup');
const { NewsletterSignup } = await import('./newsletter-signup');
// Loaded ahead, as a browser has it from its cache: opening the popup then takes no real time under fake timers.
await import('./newsletter-popup-dialog');

function HomeStandIn() {
  useNewsletterAutoOpen();
  return null;
}

function renderPopup({ onHome = true } = {}) {
  const store = createStore();
  render(
    <Provider store={store}>
      {onHome && <HomeStandIn />}
      {onHome && <NewsletterSignup />}
      <NewsletterFooterButton />
      <NewsletterPopup />
    </Provider>,
  );
  return store;
}

// The dialog is only on the page once the popup first opened (its code loads then).
const popup = () => document.querySelector<HTMLDialogElement>('dialog.newsletter-popup');
const isOpen = () => popup()?.open ?? false;

describe('newsletter popup (SPEC §2.2, §4, §9)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('waits 5000 ms on the home page before opening', async () => {
    expect(NEWSLETTER_POPUP_DELAY_MS).toBe(5000);
    renderPopup();
    expect(isOpen()).toBe(false);
    await act(async () => vi.advanceTimersByTime(4999));
    expect(isOpen()).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(isOpen()).toBe(true);
    expect(within(popup()!).getByRole('heading', { name: newsletterTexts.popupTitle })).toBeTruthy();
    expect(within(popup()!).getByLabelText(newsletterTexts.emailLabel).getAttribute('type')).toBe('email');
  });

  it('reads the browser’s storage only when the wait is over, not while the page is being taken over', async () => {
    const reads = [vi.spyOn(sessionStorage, 'getItem'), vi.spyOn(localStorage, 'getItem')];
    try {
      renderPopup();
      await act(async () => vi.advanceTimersByTime(4999));
      for (const read of reads) expect(read).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(1));
      for (const read of reads) expect(read).toHaveBeenCalled();
      expect(isOpen()).toBe(true);
    } finally {
      for (const read of reads) read.mockRestore();
    }
  });

  it('closes with its close icon and stays closed for the rest of the visit', async () => {
    const store = renderPopup();
    await act(async () => vi.advanceTimersByTime(5000));
    fireEvent.click(within(popup()!).getByRole('button', { name: 'Close' }));
    expect(isOpen()).toBe(false);
    expect(store.get(newsletterPopupAtom)).toBe(false);
  });

  it('does not open by itself once closed in this visit', async () => {
    sessionStorage.setItem('newsletter-popup-settled', '1');
    renderPopup();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(isOpen()).toBe(false);
  });

  it.each([
    ['sent', { state: 'sent', kind: 'newsletter', body: null }],
    ['queued', { state: 'queued', clientId: 'c-1' }],
  ] as const)('never opens by itself in a browser that subscribed (%s) from the page, even during its 5 s', async (_, outcome) => {
    signup.subscribe.mockResolvedValue(outcome);
    renderPopup();
    const band = screen.getByRole('region', { name: newsletterTexts.popupTitle });
    fireEvent.change(within(band).getByLabelText(newsletterTexts.emailLabel), { target: { value: 'fan@example.com' } });
    await act(async () => fireEvent.submit(within(band).getByRole('button', { name: newsletterTexts.subscribeButton })));
    expect(signup.subscribe).toHaveBeenCalledWith('fan@example.com');
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(isOpen()).toBe(false);
  });

  it('stays shut on a later visit once this browser subscribed, and opens again after a refused signup', async () => {
    localStorage.setItem('newsletter-subscribed', '1');
    const { unmount } = render(
      <Provider store={createStore()}>
        <HomeStandIn />
        <NewsletterPopup />
      </Provider>,
    );
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(isOpen()).toBe(false);
    unmount();

    localStorage.clear();
    signup.subscribe.mockResolvedValue({ state: 'rejected', message: 'Failed to subscribe. Please try again.', fields: {} });
    renderPopup();
    const band = screen.getByRole('region', { name: newsletterTexts.popupTitle });
    fireEvent.change(within(band).getByLabelText(newsletterTexts.emailLabel), { target: { value: 'fan@example.com' } });
    await act(async () => fireEvent.submit(within(band).getByRole('button', { name: newsletterTexts.subscribeButton })));
    await act(async () => vi.advanceTimersByTime(5000));
    expect(isOpen()).toBe(true);
  });

  it('does not open by itself away from the home page, but the footer button opens it', async () => {
    renderPopup({ onHome: false });
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(isOpen()).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: newsletterTexts.footerButton })));
    expect(isOpen()).toBe(true);
  });

  it('never opens over the page’s own signup: not while it is in view, nor while the visitor is in it', async () => {
    renderPopup();
    const band = screen.getByRole('region', { name: newsletterTexts.popupTitle });
    const inView = vi.spyOn(band, 'getBoundingClientRect').mockReturnValue({ top: 300, bottom: 500, left: 0, right: 390, width: 390, height: 200 } as DOMRect);
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(isOpen()).toBe(false);
    // Scrolled away, but typing in it.
    inView.mockReturnValue({ top: 2000, bottom: 2200, left: 0, right: 390, width: 390, height: 200 } as DOMRect);
    const email = within(band).getByLabelText(newsletterTexts.emailLabel);
    email.focus();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(isOpen()).toBe(false);
    // Out of view and left: now it may ask.
    email.blur();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(isOpen()).toBe(true);
  });

  it('never opens if the visitor leaves the home page before 5 s', async () => {
    const store = createStore();
    const { unmount } = render(
      <Provider store={store}>
        <HomeStandIn />
      </Provider>,
    );
    await act(async () => vi.advanceTimersByTime(3000));
    unmount();
    await act(async () => vi.advanceTimersByTime(5000));
    expect(store.get(newsletterPopupAtom)).toBe(false);
  });
});
