import { act, fireEvent, screen } from '@testing-library/react';
import { Link, Outlet, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-app';
import { ScrollRestoration } from './scroll-restoration';

function Frame() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/a">Page A</Link>
      <Link to="/b">Page B</Link>
      <Link to="/b?drink=taro">Taro on B</Link>
      <Link to="/b#reviews">Reviews on B</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

const routes = [
  {
    element: <Frame />,
    children: [
      { path: '/a', element: <h1>A</h1> },
      { path: '/b', element: <h1 id="reviews">B</h1> },
    ],
  },
];

/** The visitor scrolls the window to `y` (jsdom lays nothing out, so the position is set by hand). */
function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.layoutWhole;
});

describe('ScrollRestoration', () => {
  it('starts a new page at the top and returns to where the visitor was on the way back', async () => {
    const { at } = renderRoutes(routes, '/a');
    scrollWindowTo(640);
    scrollTo.mockClear();

    fireEvent.click(screen.getByRole('link', { name: 'Page B' }));
    expect(at().pathname).toBe('/b');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollWindowTo(0);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'A' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('lays out the bands kept for later (`.rendered-when-near`) before returning down the page, not for a new page', async () => {
    // Whether the page was laid out whole when the window was scrolled.
    const laidOutWhole: boolean[] = [];
    scrollTo.mockImplementation(() => laidOutWhole.push('layoutWhole' in document.documentElement.dataset));
    renderRoutes(routes, '/a');
    scrollWindowTo(2400);
    scrollTo.mockClear();
    laidOutWhole.length = 0;
    delete document.documentElement.dataset.layoutWhole;

    fireEvent.click(screen.getByRole('link', { name: 'Page B' }));
    scrollWindowTo(0);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'A' });
    expect(scrollTo.mock.calls).toEqual([
      [0, 0],
      [0, 2400],
    ]);
    expect(laidOutWhole).toEqual([false, true]);
  });

  describe('a page that comes back shorter than where the visitor was (its parts still loading)', () => {
    let pageHeight: number;
    let grown: () => void;
    beforeEach(() => {
      pageHeight = 1000;
      vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => pageHeight);
      vi.stubGlobal('innerHeight', 800);
      vi.stubGlobal(
        'ResizeObserver',
        class {
          private watching = false;
          constructor(callback: () => void) {
            grown = () => {
              if (this.watching) callback();
            };
          }
          observe() {
            this.watching = true;
          }
          disconnect() {
            this.watching = false;
          }
        },
      );
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    /** Leaves /a at 2400 px for B, then goes back while the page is 1000 px long. */
    async function backToShortPage() {
      renderRoutes(routes, '/a');
      scrollWindowTo(2400);
      fireEvent.click(screen.getByRole('link', { name: 'Page B' }));
      scrollWindowTo(0);
      vi.useFakeTimers();
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      await act(async () => undefined);
      expect(screen.getByRole('heading', { name: 'A' })).toBeTruthy();
      scrollTo.mockClear();
    }

    it('goes back down once the page is long enough, though its parts took many seconds on a slow phone', async () => {
      await backToShortPage();
      vi.advanceTimersByTime(8000);
      pageHeight = 2000;
      grown();
      expect(scrollTo).not.toHaveBeenCalled();
      pageHeight = 4000;
      grown();
      expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 2400);
    });

    it('goes back again when a part above the place grows after the window got there, until the visitor scrolls', async () => {
      await backToShortPage();
      pageHeight = 4000;
      grown();
      expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 2400);
      // The browser's scroll anchoring keeps what was on screen in place as the part above fills in.
      scrollWindowTo(2587);
      pageHeight = 4187;
      grown();
      expect(scrollTo).toHaveBeenLastCalledWith(0, 2400);
      expect(scrollTo).toHaveBeenCalledTimes(2);
      scrollWindowTo(2400);
      fireEvent.wheel(window);
      scrollWindowTo(2900);
      pageHeight = 4300;
      grown();
      expect(scrollTo).toHaveBeenCalledTimes(2);
    });

    it('stays where the visitor has scrolled to meanwhile', async () => {
      await backToShortPage();
      fireEvent.wheel(window);
      pageHeight = 4000;
      grown();
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });

  it('leaves the window where it is when only the query changes, and goes to the part a link names', async () => {
    const { at } = renderRoutes(routes, '/b');
    scrollWindowTo(300);
    scrollTo.mockClear();

    fireEvent.click(screen.getByRole('link', { name: 'Taro on B' }));
    expect(at().search).toBe('?drink=taro');
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('link', { name: 'Reviews on B' }));
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'B' }).scrollIntoView).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
