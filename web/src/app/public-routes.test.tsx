import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '../lib/contract';
import { publicSite } from './public-routes';

// The Worker renders PUBLIC_PAGE_PATHS (its page routes are keyed by the list); the browser must route the same pages, so what
// the server rendered is what the browser hydrates, and a page added on one side only fails here.
describe('public routes', () => {
  it('are the pages the Worker renders, and the page-not-found page for the rest', () => {
    const routed = (publicSite.children ?? []).map((route) => (route.index ? '/' : route.path));
    expect(routed.filter((path) => path !== '*').sort()).toEqual([...PUBLIC_PAGE_PATHS].sort());
    expect(routed).toContain('*');
  });
});
