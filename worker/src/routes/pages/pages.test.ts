import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { PageSnapshot } from '../../contract/page-snapshot';
import { weekdays, type Location } from '../../contract/locations';
import { adminCookie, formOf, franchiseLogin, pdfFile, picture } from '../../../test/admin-fixtures';
import { addDrink, addSeries } from '../../../test/menu-fixtures';
import { addTopping, milkTeaFacts, saveFacts } from '../../../test/drink-facts-fixtures';
import { call, ORIGIN } from '../../../test/helpers';
import app from '../../index';

const open = (path: string, init: RequestInit = {}) => app.request(`${ORIGIN}${path}`, init, env);

async function page(path: string) {
  const res = await open(path);
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="page-snapshot">'));
  const snapshotText = /<script type="application\/json" id="page-snapshot">([^<]*)<\/script>/.exec(html)?.[1];
  return { res, html, head, root, snapshot: snapshotText === undefined ? undefined : (JSON.parse(snapshotText) as PageSnapshot) };
}

const visibleText = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('public pages rendered by the Worker', () => {
  it('sends the home page with its drinks in the markup, its own title, description and canonical address', async () => {
    const admin = await adminCookie();
    const series = await addSeries(admin, 'Fruit Tea');
    await addDrink(admin, series._id, 'Mango Green Tea');

    const { res, head, root, snapshot } = await page('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(head).toContain('<title>Home | Bubble Tea</title>');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toMatch(/<meta name="description" content="Bubble tea brewed from premium/);
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    expect(visibleText(root)).toContain('Mango Green Tea');
    // The browser's first render and its cache start from what the API would answer.
    const api = await (await call('/user/menu/admin/series')).json<{ menu: PageSnapshot['menu'] }>();
    expect(snapshot?.menu).toEqual(api.menu);
  });

  it('sends /menu and a series page with the series and its drinks; an unknown series is a 404 that says so', async () => {
    const admin = await adminCookie();
    const series = await addSeries(admin, 'Cheese Foam');
    await addDrink(admin, series._id, 'Oolong Cheese Foam');

    const menu = await page('/menu');
    expect(menu.res.status).toBe(200);
    expect(menu.head).toContain('<title>Menu | Bubble Tea</title>');
    expect(visibleText(menu.root)).toContain('Cheese Foam');

    const one = await page(`/menu/${series._id}`);
    expect(one.res.status).toBe(200);
    expect(visibleText(one.root)).toContain('Oolong Cheese Foam');
    expect(one.head).toContain(`<link rel="canonical" href="${ORIGIN}/menu/${series._id}">`);

    const unknown = await page('/menu/no-such-series');
    expect(unknown.res.status).toBe(404);
    expect(visibleText(unknown.root)).toContain('This series is not on the menu any more.');
  });

  it('sends /locations with the stores and the coming-soon stores', async () => {
    const admin = await adminCookie();
    const hours = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({ day, openTime: '10:00', closingTime: '21:00' }));
    const added = await call('/admin/location/add', {
      method: 'POST',
      cookie: admin,
      body: formOf({
        name: 'Boba Round Rock',
        address: '1 Main St, Round Rock TX',
        email: 'rr@example.com',
        thirdPartyLink: 'https://order.example.com/rr',
        timings: JSON.stringify(hours),
        image: picture(),
      }),
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const soon = await call('/admin/comming/add', { method: 'POST', cookie: admin, body: { name: 'Boba Waco', address: 'Waco TX', email: 'waco@example.com' } });
    expect(soon.status).toBe(201);

    const { res, root, snapshot } = await page('/locations');
    expect(res.status).toBe(200);
    expect(visibleText(root)).toContain('Boba Round Rock');
    expect(visibleText(root)).toContain('Boba Waco');
    expect(snapshot?.locations?.map((l) => l.name)).toContain('Boba Round Rock');
    expect(snapshot?.comingSoon?.map((s) => s.name)).toContain('Boba Waco');

    // Its own page, with what search engines read about it in the HTML itself.
    const { slug } = snapshot!.locations!.find((l) => l.name === 'Boba Round Rock')!;
    const storePage = await page(`/locations/${slug}`);
    expect(storePage.res.status).toBe(200);
    expect(storePage.head).toContain('<title>Boba Round Rock | Bubble Tea</title>');
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(storePage.root)?.[1];
    // Absolute addresses, as search engines want them: the server knows its origin.
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'CafeOrCoffeeShop', name: 'Boba Round Rock', url: `${ORIGIN}/locations/${slug}` });
    expect(storePage.snapshot?.origin).toBe(ORIGIN);
    expect((await page('/locations/no-such-store')).res.status).toBe(404);
  });

  it("paints on arrival: every stylesheet inside the page, the body's code named, the first pictures asked for before any script", async () => {
    const admin = await adminCookie();
    const series = await addSeries(admin, 'Brown Sugar');
    await addDrink(admin, series._id, 'Tiger Milk');

    for (const path of ['/', '/menu', `/menu/${series._id}`, '/locations', '/contact']) {
      const { head } = await page(path);
      // No stylesheet to fetch before the first paint: each is inside, its link left disabled (never fetched).
      expect(head, path).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
      const links = [...head.matchAll(/<style>([^<]*)<\/style><link rel="stylesheet"(?: crossorigin)? href="([^"]+)" disabled>/g)];
      expect(links.length, path).toBeGreaterThan(0);
      for (const [, text, href] of links) {
        const built = await env.ASSETS.fetch(new Request(`${ORIGIN}${href}`));
        expect(built.status, href).toBe(200);
        expect(text, href).toBe(await built.text());
      }
      // The app's own stylesheet first, so a page's rules still come after the ones they refine.
      expect(links[0][2], path).toMatch(/^\/assets\/index-[\w-]+\.css$/);
    }

    // A lazily loaded page body: its stylesheets are inside and its scripts named, not found only once the app runs.
    const menu = await page('/menu');
    // React's renderer, which the entry evaluates in a task of its own, downloads beside the entry, not after it.
    // Named inertly: the page starts its scripts once it has painted (lib/start-after-paint-script.ts).
    const renderer = /<link rel="app-modulepreload" href="(\/assets\/react-dom-client-[\w-]+\.js)">/.exec(menu.head)?.[1];
    expect(renderer).toBeDefined();
    expect((await env.ASSETS.fetch(new Request(`${ORIGIN}${renderer}`))).status).toBe(200);
    expect(menu.head).toMatch(/<link rel="app-modulepreload" href="\/assets\/menu-page-[\w-]+\.js">/);
    // Nothing the browser would fetch while the page is still being shown.
    expect(menu.head).not.toMatch(/<script[^>]* src=|<link rel="modulepreload"/);
    expect(menu.head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/menu-page-[\w-]+\.css" disabled>/);

    // The home page's sections below the hero: their styles inside, their code left to load after the page is up.
    const home = await page('/');
    expect(home.head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/home-below-hero-[\w-]+\.css" disabled>/);
    expect(home.head).not.toMatch(/<link rel="(?:app-)?modulepreload"[^>]*home-below-hero/);
    expect(visibleText(home.root)).toContain('Tiger Milk');

    const one = await page(`/menu/${series._id}`);
    const firstPicture = one.head.indexOf('<link rel="preload" as="image"');
    expect(firstPicture).toBeGreaterThan(0);
    expect(firstPicture).toBeLessThan(one.head.indexOf('<link rel="app-entry"'));
    // The first inline script, first of all: it holds a form sent before the app is alive, and fetches nothing.
    expect(one.head).toMatch(/^<!doctype html>\s*<html lang="en">\s*<head>\s*<script>addEventListener\('submit'/i);
    // The second starts the entry named just before it, once the page has painted.
    expect(one.head).toMatch(/<link rel="app-entry" href="\/assets\/index-[\w-]+\.js"><script>\(function\(\)\{/);
  });

  it("sends a franchise-run store's page with its own drinks, their calories and the FDA statement in the markup and the snapshot", async () => {
    const admin = await adminCookie();
    const franchise = await franchiseLogin();
    const series = await addSeries(franchise.cookie, 'Texas Exclusives');
    await addDrink(franchise.cookie, series._id, 'Peach Sweet Tea Boba');
    const horchata = await addDrink(franchise.cookie, series._id, 'Horchata Milk Tea');
    expect((await saveFacts(franchise.cookie, horchata._id, milkTeaFacts())).status).toBe(200);
    const hours = weekdays.map((day) => ({ day, openTime: '10:00', closingTime: '21:00' }));
    const added = await call('/admin/location/add', {
      method: 'POST',
      cookie: admin,
      body: formOf({
        name: 'Boba Pflugerville',
        address: '2 Main St, Pflugerville TX',
        email: 'pf@example.com',
        thirdPartyLink: 'https://order.example.com/pf',
        timings: JSON.stringify(hours),
        image: picture(),
        franchiseId: franchise.id,
      }),
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const { slug } = (await added.json<{ location: Location }>()).location;

    const { res, root, snapshot } = await page(`/locations/${slug}`);
    expect(res.status).toBe(200);
    const text = visibleText(root);
    expect(text).toContain('This store’s own drinks Made here, alongside our full menu. See the full menu Texas Exclusives Peach Sweet Tea Boba Nutrition facts coming soon');
    expect(text).toContain('Horchata Milk Tea 280–420 Cal Dairy-free option');
    expect(text).toMatch(/2,000 calories a day is used for general nutrition advice, but calorie needs vary ?\. Nutrition facts of every drink/);
    expect(snapshot?.locations?.find((l) => l.slug === slug)?.menu).toMatchObject([
      { name: 'Texas Exclusives', drinks: [{ name: 'Peach Sweet Tea Boba' }, { name: 'Horchata Milk Tea' }] },
    ]);
  });

  it.each(['/contact', '/franchise', '/mobile-app', '/accessibility'])(
    'sends %s rendered, with a snapshot holding only when and for which origin it was rendered',
    async (path) => {
      const before = Date.now();
      const { res, root, snapshot } = await page(path);
      expect(res.status).toBe(200);
      expect(root).toContain('<main');
      expect(Object.keys(snapshot!)).toEqual(['renderedAt', 'origin']);
      expect(snapshot!.renderedAt).toBeGreaterThanOrEqual(before);
      expect(snapshot!.origin).toBe(ORIGIN);
    },
  );

  it('sends /nutrition with every drink size by size, its toppings, allergens in words and the FDA statement, and shows calories on the series page', async () => {
    const admin = await adminCookie();
    const series = await addSeries(admin, 'Nutrition Teas');
    const known = await addDrink(admin, series._id, 'Facts Taro Tea');
    await addDrink(admin, series._id, 'Brand New Tea');
    const pudding = await addTopping(admin, { name: 'Page Pudding', calories: '90', sugarG: '11', allergens: 'milk,egg', vegan: 'false' });
    expect((await saveFacts(admin, known._id, milkTeaFacts([pudding._id]))).status).toBe(200);

    const { res, head, root, snapshot } = await page('/nutrition');
    expect(res.status).toBe(200);
    expect(head).toContain('<title>Nutrition facts | Bubble Tea</title>');
    const text = visibleText(root);
    expect(text).toContain('2,000 calories a day is used for general nutrition advice, but calorie needs vary');
    expect(text).toMatch(/Facts Taro Tea Medium \(16 oz\) 280 38 60 Milk Large \(24 oz\) 420 57 90/);
    expect(text).toContain('Brand New Tea Nutrition facts coming soon');
    expect(text).toMatch(/Page Pudding 90 11 0 Milk, Egg/);
    expect(snapshot?.menu?.toppings.map((t) => t.name)).toContain('Page Pudding');

    const seriesPage = await page(`/menu/${series._id}`);
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(seriesPage.root)![1]) as { hasMenuItem: Record<string, unknown>[] };
    expect(ld.hasMenuItem.find((i) => i.name === 'Facts Taro Tea')).toMatchObject({
      '@type': 'MenuItem',
      nutrition: { '@type': 'NutritionInformation', calories: '280-420 calories', servingSize: '16 fl oz' },
    });
    expect(ld.hasMenuItem.find((i) => i.name === 'Brand New Tea')).not.toHaveProperty('nutrition');
    const cards = visibleText(seriesPage.root);
    expect(cards).toContain('280–420 Cal');
    expect(cards).toContain('Dairy-free option');
    expect(cards).toContain('Nutrition facts coming soon');
    expect(cards).toContain('2,000 calories a day is used for general nutrition advice, but calorie needs vary');
  });

  it('sends the accessibility statement with what the site meets and how to report a problem', async () => {
    const { res, head, root } = await page('/accessibility');
    expect(res.status).toBe(200);
    expect(head).toContain('<title>Accessibility | Bubble Tea</title>');
    const text = visibleText(root);
    expect(text).toContain('Accessibility statement');
    expect(text).toContain('Web Content Accessibility Guidelines (WCAG) 2.2 at level AA');
    expect(text).toContain('How we test it');
    expect(text).toContain('Tell us about a problem');
    expect(root).toContain('href="mailto:hello@bubbletea.example.com?subject=Accessibility"');
  });

  it('sends the brand profile with head office’s text, headings and its PDF’s size, and the profile in the snapshot', async () => {
    const admin = await adminCookie();
    const added = await call('/admin/video', { method: 'POST', body: formOf({ text: 'Brand profile 2026', media: pdfFile() }), cookie: admin });
    const { video } = await added.json<{ video: { _id: string; media: { url: string } } }>();
    const saved = await call('/admin/brand-profile', {
      method: 'PUT',
      body: { text: 'We began in Taipei.\n\n## Our tea <b>\nLeaves from Taiwan.', documentId: video._id },
      cookie: admin,
    });
    expect(saved.status).toBe(200);

    const { res, head, root, snapshot } = await page('/brand-profile');
    expect(res.status).toBe(200);
    expect(head).toContain('<title>Brand Profile | Bubble Tea</title>');
    expect(root).toContain('<h2>Our tea &lt;b&gt;</h2>');
    expect(visibleText(root)).toContain('We began in Taipei.');
    expect(root).toContain(`href="${video.media.url}?download=1"`);
    expect(visibleText(root)).toContain(`Download the brand profile PDF, 1 KB`);
    const api = await (await call('/user/brand-profile')).json<{ profile: PageSnapshot['brandProfile'] }>();
    expect(snapshot?.brandProfile).toEqual(api.profile);
  });

  it('keeps what staff typed exactly as typed, and no text can end the data or page early', async () => {
    const admin = await adminCookie();
    const series = await addSeries(admin, 'Specials');
    const name = 'Taro </script><script>alert(1)</script> $& $1';
    await addDrink(admin, series._id, name);

    const { html, root, snapshot } = await page(`/menu/${series._id}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(snapshot?.menu?.series.flatMap((s) => s.drinks).map((d) => d.name)).toContain(name);
    expect(visibleText(root)).toContain('Taro');
    expect(root).toContain('$&amp; $1');
  });

  it('answers only GET: other methods on a page path are refused without rendering', async () => {
    const res = await open('/menu', { method: 'POST', headers: { origin: ORIGIN } });
    expect(res.status).toBe(404);
  });

  it.each(['/nope', '/menu/a/b', '/locations/a/b', '/menu/nope/', '/index.htm'])(
    "answers %s, an address with no page, with a 404 and the site's page-not-found page",
    async (path) => {
      const { res, head, root } = await page(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(head).toContain('<title>');
      expect(visibleText(root)).toMatch(/Page not found|This series is not on the menu any more\./);
    },
  );

  it('answers the page-not-found page with its own title and a way home', async () => {
    const { res, head, root } = await page('/no-such-page');
    expect(res.status).toBe(404);
    expect(head).toContain('<title>Page not found | Bubble Tea</title>');
    expect(visibleText(root)).toContain('We couldn’t find that page.');
    expect(root).toMatch(/<a [^>]*href="\/"[^>]*>Back to Home<\/a>/);
  });

  it('serves the dashboard as the app shell, built files as themselves, and the API its JSON 404', async () => {
    const dashboard = await open('/dashboard/menu');
    expect(dashboard.status).toBe(200);
    const shell = await dashboard.text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('id="page-snapshot"');

    const icon = await open('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);

    const api = await open('/api/v1/no-such-thing');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ success: false, message: 'Not found.' });

    const chunk = await open('/assets/index-0000000.js');
    expect(chunk.status).toBe(404);
    expect(chunk.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it("sends /menu?drink=<id> on to the drink's own address on its series page; an unknown drink is a 404 that says so", async () => {
    const admin = await adminCookie();
    const series = await addSeries(admin, 'Fruit Tea');
    const drink = await addDrink(admin, series._id, 'Lychee Oolong');

    const res = await open(`/menu?drink=${drink._id}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/menu/${series._id}?drink=${drink._id}`);

    const unknown = await page('/menu?drink=no-such-drink');
    expect(unknown.res.status).toBe(404);
    expect(visibleText(unknown.root)).toContain('That drink is not on the menu any more.');
    expect(visibleText(unknown.root)).toContain('Fruit Tea');
  });
});
