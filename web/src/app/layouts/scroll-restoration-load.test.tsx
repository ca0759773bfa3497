/**
 * ScrollRestoration on the page's own first entry, in a file of its own: what
 * earlier pages of the tab saved is read once per page, so each case needs
 * the module fresh as a page load has it, in this order.
 */
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-app';
import { ScrollRestoration } from './scroll-restoration';

const routes = [
  {
    element: (
      <>
        <Outlet />
        <ScrollRestoration />
      </>
    ),
    children: [{ path: '/a', element: <h1>A</h1> }],
  },
];

/** How the browser says this page was loaded (Navigation Timing's `type`). */
const loadedAs = (type: NavigationTimingType) =>
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((kind) => (kind === 'navigation' ? [{ type } as PerformanceNavigationTiming] : []));

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  // A position an earlier page of this tab saved for the router's first entry.
  sessionStorage.setItem('scroll-positions', JSON.stringify({ default: 480 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('ScrollRestoration when the page loads', () => {
  it('leaves a page reached by a link or a typed address at the top, without reading what was saved', () => {
    loadedAs('navigate');
    const reads = vi.spyOn(Storage.prototype, 'getItem');
    renderRoutes(routes, '/a');
    expect(scrollTo).not.toHaveBeenCalledWith(0, 480);
    expect(reads).not.toHaveBeenCalledWith('scroll-positions');
  });

  it('returns a reloaded page to where the visitor left it', () => {
    loadedAs('reload');
    renderRoutes(routes, '/a');
    expect(scrollTo).toHaveBeenCalledWith(0, 480);
  });
});
