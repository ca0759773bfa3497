/**
 * A visitor on a slow phone sees a rendered page long before its code has
 * arrived, and starts typing. Whatever they type or choose then is kept once
 * the app takes the page over, and sent: when they press the form's button
 * after the page came alive, and when they pressed it before (the submit is
 * held and made once the code is there; the page never reloads with what they
 * typed in its address).
 *
 * The page's scripts are held back at the network until the test lets them
 * through, so "before the page is alive" is a certainty, not a race.
 */
import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile, runStamp } from './support/browser';
import { navigate } from './support/navigate';

const baseURL = inject('baseURL');
const newContext = browserPerFile();

/** Holds every script of the build until released; `also` names chunks that stay held a while longer. */
async function holdScripts(page: Page, { also = [] as RegExp[] } = {}) {
  const held: { route: Route; late: boolean }[] = [];
  let released = false;
  let lateReleased = false;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    const late = also.some((pattern) => pattern.test(route.request().url()));
    if (late ? lateReleased : released) return route.continue();
    held.push({ route, late });
  });
  const letThrough = (late: boolean) => Promise.all(held.filter((h) => h.late === late).map((h) => h.route.continue()));
  return {
    release: async () => {
      released = true;
      await letThrough(false);
    },
    releaseLate: async () => {
      lateReleased = true;
      await letThrough(true);
    },
  };
}

/** Whether React has taken this element over (it keeps its props on the nodes it owns). */
const isAlive = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, selector);

async function waitUntilAlive(page: Page, selector: string) {
  await expect.poll(() => isAlive(page, selector), { timeout: 30_000, interval: 100 }).toBe(true);
}

const jsonBody = (request: Request) => request.postDataJSON() as Record<string, unknown>;

/** Calls made to one API path, recorded as they leave the page. */
function recordCalls(page: Page, path: string) {
  const calls: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/v1${path}`) calls.push(jsonBody(request));
  });
  return calls;
}

async function firstVisit(path: string, options?: Parameters<typeof holdScripts>[1], width = 390) {
  const context = await newContext({ viewport: { width, height: 844 } });
  // The home page's popup would open 5 s in and is tested elsewhere.
  await context.addInitScript(() => sessionStorage.setItem('newsletter-popup-settled', '1'));
  const page = await context.newPage();
  const scripts = await holdScripts(page, options);
  await navigate(page, `${baseURL}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { page, scripts, close: () => context.close() };
}

interface Form {
  path: string;
  form: string;
  api: string;
  fill: (page: Page, stamp: string) => Promise<void>;
  sent: (stamp: string) => Record<string, unknown>;
  submit: (page: Page) => Promise<void>;
}

const contact: Form = {
  path: '/contact',
  form: 'form.contact-form',
  api: '/user/contact-us',
  fill: async (page, stamp) => {
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Full Name').fill(`Early ${stamp}`);
    await form.getByLabel('Email').fill(`early-${stamp}@example.com`);
    await form.getByLabel('Message').fill(`Typed before the page came alive (${stamp}).`);
  },
  sent: (stamp) => ({ name: `Early ${stamp}`, email: `early-${stamp}@example.com`, message: `Typed before the page came alive (${stamp}).` }),
  submit: (page) => page.getByRole('button', { name: 'Send' }).click(),
};

const enquiry: Form = {
  path: '/franchise',
  form: 'form.enquiry-form',
  api: '/user/franchise/request',
  fill: async (page, stamp) => {
    const form = page.getByRole('form', { name: 'Franchise enquiry' });
    await form.getByLabel('Full Name').fill(`Early Owner ${stamp}`);
    await form.getByLabel('Phone').fill('(512) 555-0199');
    await form.getByLabel('Email').fill(`owner-${stamp}@example.com`);
    await form.getByLabel('City/State of residence').fill('Austin, TX');
    await form.getByLabel('Current Occupation').fill('Restaurant manager');
    await form.getByLabel('Net worth').selectOption('$500,000 – $1,000,000');
    await form.getByLabel('Liquid assets').selectOption('$250,000 – $500,000');
    await form.getByLabel('Preferred location').fill('North Austin');
    await form.getByLabel('How did you hear about us?').selectOption('Social media');
    await form.getByLabel('Notes').fill(`Chosen before the page came alive (${stamp}).`);
  },
  sent: (stamp) => ({
    name: `Early Owner ${stamp}`,
    phone: '(512) 555-0199',
    email: `owner-${stamp}@example.com`,
    city: 'Austin, TX',
    occupation: 'Restaurant manager',
    netWorth: '$500,000 – $1,000,000',
    liquidAssets: '$250,000 – $500,000',
    preferredLocation: 'North Austin',
    howHear: 'Social media',
    notes: `Chosen before the page came alive (${stamp}).`,
  }),
  submit: (page) => page.getByRole('form', { name: 'Franchise enquiry' }).getByRole('button', { name: 'Send Enquiry' }).click(),
};

const login: Form = {
  path: '/franchise',
  form: '#login form',
  api: '/user/login',
  fill: async (page) => {
    const card = page.locator('#login');
    await card.getByLabel('Email').fill('franchise1@example.com');
    await card.getByLabel('Password').fill('franchise1234');
  },
  sent: () => ({ email: 'franchise1@example.com', password: 'franchise1234' }),
  submit: (page) => page.locator('#login').getByRole('button', { name: 'Login' }).click(),
};

const newsletterBand: Form = {
  path: '/',
  form: 'main form.newsletter-form',
  api: '/user/newsletter/add',
  fill: (page, stamp) => page.getByRole('main').getByLabel('Email address').fill(`band-${stamp}@example.com`),
  sent: (stamp) => ({ email: `band-${stamp}@example.com` }),
  submit: (page) => page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click(),
};

// The sections under the home page's hero come in a chunk of their own, which arrives last here.
const BELOW_HERO = /home-below-hero/;

describe('what a visitor types before the page is alive', () => {
  for (const form of [contact, enquiry, login, newsletterBand]) {
    it(`keeps it in ${form.path} (${form.form}) and sends it when the visitor submits after the page came alive`, async () => {
      const stamp = runStamp();
      const { page, scripts, close } = await firstVisit(form.path, { also: [BELOW_HERO] });
      const calls = recordCalls(page, form.api);
      const idBefore = await page.locator(`${form.form} input`).first().getAttribute('id');
      await form.fill(page, stamp);

      await scripts.release();
      // The page's own data refreshes (and anything else the app starts) happen while the last part is still on its way.
      await page.waitForLoadState('load');
      await page.waitForTimeout(2500);
      await scripts.releaseLate();
      await waitUntilAlive(page, form.form);
      await page.waitForTimeout(300);

      // The same field the server sent, taken over, not a fresh copy: same id, and what was typed is still in it.
      expect(await page.locator(`${form.form} input`).first().getAttribute('id')).toBe(idBefore);
      await form.submit(page);
      await expect.poll(() => calls.length, { timeout: 15_000 }).toBe(1);
      expect(calls[0]).toMatchObject(form.sent(stamp));
      await close();
    });

    it(`sends ${form.path} (${form.form}) once when the visitor submitted it before the page came alive`, async () => {
      const stamp = runStamp();
      const { page, scripts, close } = await firstVisit(form.path);
      const calls = recordCalls(page, form.api);
      const loads: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && loads.push(frame.url()));
      await form.fill(page, stamp);
      await form.submit(page);
      await page.waitForTimeout(500);
      // Nothing went out yet, and the browser did not send the form itself by loading a new page.
      expect(calls).toEqual([]);
      expect(loads).toEqual([]);

      await scripts.release();
      await scripts.releaseLate();
      await expect.poll(() => calls.length, { timeout: 30_000 }).toBe(1);
      expect(calls[0]).toMatchObject(form.sent(stamp));
      await page.waitForTimeout(1000);
      expect(calls).toHaveLength(1);
      expect(new URL(loads[0] ?? page.url()).search).not.toContain(stamp);
      await close();
    });
  }

  it('keeps what was typed into the header search and the store finder, and answers it once alive', async () => {
    // Wide: the header search is in the header itself, not in the folded navigation.
    const { page, scripts, close } = await firstVisit('/locations', undefined, 1280);
    await page.getByRole('search', { name: 'Find a store' }).getByRole('searchbox').fill('Denver');
    await page.getByRole('combobox', { name: 'Search drinks and stores' }).first().fill('Larimer');
    await scripts.release();
    await scripts.releaseLate();
    await waitUntilAlive(page, 'form.store-search');

    await expect.poll(() => page.locator('.store-search__summary').innerText(), { timeout: 15_000 }).toMatch(/^1 of \d+ stores/);
    const header = page.getByRole('combobox', { name: 'Search drinks and stores' }).first();
    expect(await header.inputValue()).toBe('Larimer');
    await header.focus();
    await page
      .getByRole('option', { name: /Larimer Square/ })
      .first()
      .waitFor({ timeout: 15_000 });
    await close();
  });
});

describe('what a visitor taps before the page is alive', () => {
  it("opens the drink they tapped once the page is alive, as the drink's own address", async () => {
    const { menu } = (await (await fetch(`${baseURL}/api/v1/user/menu/admin/series`)).json()) as {
      menu: { series: { _id: string; drinks: { _id: string; name: string }[] }[] };
    };
    const series = menu.series.find((s) => s.drinks.length > 0)!;
    const drink = series.drinks[0];
    const { page, scripts, close } = await firstVisit(`/menu/${series._id}`);
    const card = page.getByRole('button', { name: drink.name, exact: true });
    await card.click();
    expect(await page.locator('dialog[open]').count()).toBe(0);
    // Its card looks pressed meanwhile: the tap was taken.
    const pressed = () => card.evaluate((button) => [getComputedStyle(button).cursor, getComputedStyle(button, '::after').backgroundColor]);
    expect(await pressed()).toEqual(['progress', 'rgba(255, 253, 249, 0.4)']);

    await scripts.release();
    const sheet = page.getByRole('dialog', { name: drink.name });
    await sheet.getByRole('tab', { name: 'Description' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('drink')).toBe(drink._id);
    expect(await pressed()).toEqual(['pointer', 'rgba(0, 0, 0, 0)']);
    await close();
  });

  it('opens the folded navigation tapped before the page was alive, once, however often it was tapped', async () => {
    const { page, scripts, close } = await firstVisit('/', { also: [BELOW_HERO] });
    const toggle = page.getByRole('button', { name: 'Navigation', exact: true });
    // Tapped again when nothing seemed to happen: still one tap to answer, not an open and a close.
    await toggle.click();
    await toggle.click();

    await scripts.release();
    await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Menu', exact: true }).waitFor({ timeout: 30_000 });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await scripts.releaseLate();
    await close();
  });
});
