/**
 * Caching of the built web app on the real `wrangler dev`: a missing hashed
 * file must not come back as index.html cached for a year, while real files
 * keep their immutable cache, client routes still get the app, and the app
 * shell is served as built.
 */
import { readFileSync } from 'node:fs';
import { expect, inject, it } from 'vitest';

const baseURL = inject('baseURL');
const IMMUTABLE = /immutable/;

it('answers a missing file under /assets/ with an uncached 404 that is not HTML', async () => {
  for (const path of ['/assets/index-MissingHash.js', '/assets/staff/chat-MissingHash.js', '/assets/gone.css']) {
    const res = await fetch(`${baseURL}${path}`);
    expect(res.status, path).toBe(404);
    expect(res.headers.get('cache-control'), path).toBe('no-store');
    expect(res.headers.get('content-type'), path).not.toMatch(/html/);
  }
});

it('serves a real hashed file with its immutable cache', async () => {
  // The entry, named inertly in the shell until the page has painted (web/src/lib/start-after-paint-script.ts).
  const script = /<link rel="app-entry" href="(\/assets\/[^"]+\.js)">/.exec(readFileSync('web/dist/index.html', 'utf8'))![1];
  const res = await fetch(`${baseURL}${script}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/javascript/);
  expect(res.headers.get('cache-control')).toMatch(IMMUTABLE);
  expect(await res.text()).not.toMatch(/<!doctype html>/i);
});

it('still answers client routes with the app', async () => {
  for (const path of ['/menu', '/dashboard/series']) {
    const res = await fetch(`${baseURL}${path}`, { headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' } });
    expect(res.status, path).toBe(200);
    expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control'), path).not.toMatch(IMMUTABLE);
    expect(await res.text(), path).toMatch(/<!doctype html>/i);
  }
});

it('serves the app shell the service worker precaches as built, never a rendered page', async () => {
  // Workbox asks for index.html with a revision; a rendered home page kept as the shell would be hydrated under every other address.
  const res = await fetch(`${baseURL}/index.html?__WB_REVISION__=e2e`, { redirect: 'manual' });
  expect(res.status).toBe(200);
  const shell = await res.text();
  expect(shell).toContain('<div id="root"></div>');
  expect(shell).not.toContain('page-snapshot');
  // The home page itself is rendered.
  expect(await (await fetch(`${baseURL}/`)).text()).toContain('id="page-snapshot"');
});
