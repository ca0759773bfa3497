import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newsletterPopupAtom, useNewsletterAutoOpen } from '../popup-state';
import { NEWSLETTER_POPUP_DELAY_MS, newsletterTexts } from '../texts';
import { NewsletterFooterButton } from './newsletter-footer-button';
import { NewsletterPopup } from './newsletter-popup';

function HomeStandIn() {
  useNewsletterAutoOpen();
  return null;
}

function renderPopup({ onHome = true } = {}) {
  const store = createStore();
  render(
    <Provider store={store}>
      {onHome && <HomeStandIn />}
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
