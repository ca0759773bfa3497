import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_POPUP_DELAY_MS, newsletterTexts } from '../texts';

const signup = vi.hoisted(() => ({ subscribe: vi.fn() }));
vi.mock('../api/subscribe', () => ({ useSubscribe: () => ({ subscribe: signup.subscribe, pending: false, queued: false }) }));

const { newsletterPopupAtom, useNewsletterAutoOpen } = await import('../popup-state');
const { NewsletterFooterButton } = await import('./newsletter-footer-button');
const { NewsletterPopup } = await import('./newsletter-popup');
const { NewsletterSignup } = await import('./newsletter-signup');

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

const popup = () => document.querySelector('dialog.newsletter-popup') as HTMLDialogElement;

describe('newsletter popup (SPEC §2.2, §4, §9)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('waits 5000 ms on the home page before opening', () => {
    expect(NEWSLETTER_POPUP_DELAY_MS).toBe(5000);
    renderPopup();
    expect(popup().open).toBe(false);
    act(() => vi.advanceTimersByTime(4999));
    expect(popup().open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(popup().open).toBe(true);
    expect(within(popup()).getByRole('heading', { name: newsletterTexts.popupTitle })).toBeTruthy();
    expect(within(popup()).getByLabelText(newsletterTexts.emailLabel).getAttribute('type')).toBe('email');
  });

  it('closes with its close icon and stays closed for the rest of the visit', () => {
    const store = renderPopup();
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.click(within(popup()).getByRole('button', { name: 'Close' }));
    expect(popup().open).toBe(false);
    expect(store.get(newsletterPopupAtom)).toBe(false);
  });

  it('does not open by itself once closed in this visit', () => {
    sessionStorage.setItem('newsletter-popup-settled', '1');
    renderPopup();
    act(() => vi.advanceTimersByTime(10_000));
    expect(popup().open).toBe(false);
  });

  it.each(['sent', 'queued'] as const)('never opens by itself in a browser that subscribed (%s) from the page, even during its 5 s', async (result) => {
    signup.subscribe.mockResolvedValue(result);
    renderPopup();
    const band = screen.getByRole('region', { name: newsletterTexts.popupTitle });
    fireEvent.change(within(band).getByLabelText(newsletterTexts.emailLabel), { target: { value: 'fan@example.com' } });
    await act(async () => fireEvent.submit(within(band).getByRole('button', { name: newsletterTexts.subscribeButton })));
    expect(signup.subscribe).toHaveBeenCalledWith('fan@example.com');
    act(() => vi.advanceTimersByTime(10_000));
    expect(popup().open).toBe(false);
  });

  it('stays shut on a later visit once this browser subscribed, and opens again after a refused signup', async () => {
    localStorage.setItem('newsletter-subscribed', '1');
    const { unmount } = render(
      <Provider store={createStore()}>
        <HomeStandIn />
        <NewsletterPopup />
      </Provider>,
    );
    act(() => vi.advanceTimersByTime(10_000));
    expect(popup().open).toBe(false);
    unmount();

    localStorage.clear();
    signup.subscribe.mockResolvedValue('rejected');
    renderPopup();
    const band = screen.getByRole('region', { name: newsletterTexts.popupTitle });
    fireEvent.change(within(band).getByLabelText(newsletterTexts.emailLabel), { target: { value: 'fan@example.com' } });
    await act(async () => fireEvent.submit(within(band).getByRole('button', { name: newsletterTexts.subscribeButton })));
    act(() => vi.advanceTimersByTime(5000));
    expect(popup().open).toBe(true);
  });

  it('does not open by itself away from the home page, but the footer button opens it', () => {
    renderPopup({ onHome: false });
    act(() => vi.advanceTimersByTime(10_000));
    expect(popup().open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: newsletterTexts.footerButton }));
    expect(popup().open).toBe(true);
  });

  it('never opens if the visitor leaves the home page before 5 s', () => {
    const store = createStore();
    const { unmount } = render(
      <Provider store={store}>
        <HomeStandIn />
      </Provider>,
    );
    act(() => vi.advanceTimersByTime(3000));
    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(store.get(newsletterPopupAtom)).toBe(false);
  });
});
