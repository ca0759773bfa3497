import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';
import { CAROUSEL_AUTOPLAY_MS } from './carousel-steps';

/** An IntersectionObserver the test moves in and out of the window. */
let reportOnScreen: (isIntersecting: boolean) => void = () => {};
class TestIntersectionObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    reportOnScreen = (isIntersecting) => this.callback([{ isIntersecting }]);
  }
  disconnect() {
    reportOnScreen = () => {};
  }
}

const items = ['Taro', 'Matcha', 'Kumquat', 'Oolong', 'Jasmine', 'Brown Sugar'];

function renderCarousel() {
  render(<Carousel label="Our drinks" items={items} perView={{ mobile: 2, tablet: 3, desktop: 4 }} itemKey={(item) => item} renderItem={(item) => <p>{item}</p>} />);
}

/** Whether the first drink's slide (not its copy at the end of the track) is on screen: off-screen slides are aria-hidden. */
const firstShown = () => screen.getAllByText(items[0])[0].closest('[aria-roledescription="slide"]')!.getAttribute('aria-hidden') === null;

describe('carousel autoplay (SPEC §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('steps every 3 s while it is in the window', async () => {
    renderCarousel();
    act(() => reportOnScreen(true));
    expect(firstShown()).toBe(true);
    await act(async () => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(firstShown()).toBe(false);
  });

  it('stands still while it is scrolled out of the window, and goes on when it is back', async () => {
    renderCarousel();
    await act(async () => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3));
    expect(firstShown()).toBe(true);
    act(() => reportOnScreen(true));
    act(() => reportOnScreen(false));
    await act(async () => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3));
    expect(firstShown()).toBe(true);
    act(() => reportOnScreen(true));
    await act(async () => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(firstShown()).toBe(false);
  });
});
