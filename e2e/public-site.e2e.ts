/**
 * A visitor's journey through the public site in Chromium against the seeded
 * stack: the newsletter popup, the newsletter, contact and franchise forms
 * (checked on the admin side through the API), the header search and the
 * footer's legal PDFs. Texts are SPEC.md's, literally.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { connectBrowser } from './support/browser';
import { open } from './support/navigate';

const baseURL = inject('baseURL');
const stamp = Date.now().toString(36);
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await connectBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Signs the demo admin in through the API (as a browser would, with our Origin) and returns the cookie. */
async function adminCookie(): Promise<string> {
  const res = await fetch(`${baseURL}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin1234' }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('public site', () => {
  it('opens the newsletter popup about 5 s after the home page loads and closes it with the close icon', async () => {
    const started = Date.now();
    await open(page, `${baseURL}/`, page.getByRole('heading', { level: 1, name: 'Sourcing High Quality Tea from Around the World' }));
    const popup = page.getByRole('dialog', { name: 'Join our Newsletter' });
    await popup.waitFor({ state: 'visible', timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);

    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'hidden' });
  });

  it('shows the home sections with the cached menu pictures and the social counts', async () => {
    const hero = page.getByRole('region', { name: 'Our drinks' });
    await hero.locator('img').first().waitFor();
    // Five slides plus four repeated to loop; a 1280 px window shows four, the rest are hidden.
    expect(await hero.locator('.carousel__slide').count()).toBe(9);
    expect(await hero.getByRole('group').count()).toBe(4);
    await expect(hero.getByRole('button', { name: 'Next slide' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('15.3K').isVisible()).resolves.toBe(true);
    // Below the first screen, each shows as the visitor scrolls to it (the browser renders those bands when near).
    for (const name of ['About Us', 'Explore our Menu', 'Our app is coming soon', 'Join our Newsletter']) {
      const heading = page.getByRole('heading', { level: 2, name, exact: true }).first();
      await heading.scrollIntoViewIfNeeded();
      await expect(heading.isVisible(), name).resolves.toBe(true);
    }
    // Each tile's SEE MORE opens its own series.
    const seeMore = await page.getByRole('link', { name: /^SEE MORE/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(seeMore).toHaveLength(6);
    expect(new Set(seeMore).size).toBe(6);
    for (const href of seeMore) expect(href).toMatch(/^\/menu\/[^/]+$/);
    await expect(page.getByRole('link', { name: 'View Menu' }).last().getAttribute('href')).resolves.toBe('/menu');
  });

  it('subscribes to the newsletter from the popup the footer opens', async () => {
    await page.getByRole('contentinfo').getByRole('button', { name: 'Join our Newsletter' }).click();
    const popup = page.getByRole('dialog', { name: 'Join our Newsletter' });
    await popup.waitFor();
    await popup.getByLabel('Email address').fill(`fan-${stamp}@example.com`);
    await popup.getByRole('button', { name: 'Subscribe' }).click();
    await toast('Successfully subscribed').waitFor();
    await popup.waitFor({ state: 'hidden' });
  });

  it('asks for the email and the message under their fields, then sends and stays on a confirmation', async () => {
    await open(page, `${baseURL}/contact`, page.getByRole('heading', { level: 1, name: 'Contact Us' }));
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Full Name').fill(`Jo Visitor ${stamp}`);
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('Enter your email address so we can reply.').waitFor();
    await form.getByText('Write your message so we know how to help.').waitFor();
    await expect(form.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');

    await form.getByLabel('Email').fill(`jo-${stamp}@example.com`);
    await form.getByLabel('Message').fill('Do you cater office parties?');
    await form.getByRole('button', { name: 'Send' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'Message Sent Successfully' });
    await confirmation.getByText(`Thank you, Jo Visitor ${stamp}.`, { exact: false }).waitFor();
    await expect(confirmation.getByRole('link', { name: 'Find a store near you' }).getAttribute('href')).resolves.toBe('/locations');
    await confirmation.getByRole('button', { name: 'Send another message' }).click();
    await expect(form.getByLabel('Full Name').inputValue()).resolves.toBe('');
    await expect(form.getByLabel('Message').inputValue()).resolves.toBe('');
  });

  it('sends a franchise enquiry that the admin then sees with every field', async () => {
    await open(page, `${baseURL}/franchise`, page.getByRole('heading', { level: 1, name: 'Interested in Franchising?' }));
    await expect(page.getByText('Contact us Below').isVisible()).resolves.toBe(true);
    const form = page.getByRole('form', { name: 'Franchise enquiry' });
    const name = `Sam Prospect ${stamp}`;
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Phone').fill('512 555 0100');
    await form.getByLabel('Email').fill(`sam-${stamp}@example.com`);
    await form.getByLabel('City/State of residence').fill('Austin, TX');
    await form.getByLabel('Current Occupation').fill('Restaurant manager');
    await form.getByLabel('Net worth').selectOption('$500,000 – $1,000,000');
    await form.getByLabel('Liquid assets').selectOption('$250,000 – $500,000');
    await form.getByLabel('Preferred location').fill('North Austin');
    await form.getByLabel('Address (if applicable)').fill('100 Burnet Rd');
    await form.getByLabel('How did you hear about us?').selectOption('Social media');
    await form.getByLabel('Notes').fill('Hoping to open in 2027.');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'Message Sent Successfully' });
    await confirmation.getByText('Our franchise team reads every enquiry', { exact: false }).waitFor();
    await confirmation.getByRole('button', { name: 'Send another enquiry' }).click();
    await expect(form.getByLabel('Full Name').inputValue()).resolves.toBe('');
    await expect(form.getByLabel('Net worth').inputValue()).resolves.toBe('');

    const res = await fetch(`${baseURL}/api/v1/admin/franchise/requsets`, { headers: { Cookie: await adminCookie() } });
    expect(res.status).toBe(200);
    const { franchiseRequest } = (await res.json()) as { franchiseRequest: Record<string, string>[] };
    expect(franchiseRequest.find((r) => r.name === name)).toMatchObject({
      phone: '512 555 0100',
      email: `sam-${stamp}@example.com`,
      city: 'Austin, TX',
      occupation: 'Restaurant manager',
      netWorth: '$500,000 – $1,000,000',
      liquidAssets: '$250,000 – $500,000',
      preferredLocation: 'North Austin',
      address: '100 Burnet Rd',
      howHear: 'Social media',
      notes: 'Hoping to open in 2027.',
    });
  });

  it('queues a message sent offline, says so, and sends it when the connection returns', async () => {
    const form = page.getByRole('form', { name: 'Contact form' });
    await open(page, `${baseURL}/contact`, form.getByLabel('Full Name'));
    await context.setOffline(true);
    await page.getByText("You're offline. You can keep browsing; anything you send will go out when you're back online.").waitFor();
    await form.getByLabel('Full Name').fill(`Offline Olivia ${stamp}`);
    await form.getByLabel('Email').fill(`olivia-${stamp}@example.com`);
    await form.getByLabel('Message').fill('Sent from the subway');
    await form.getByRole('button', { name: 'Send' }).click();

    const note = page.getByRole('status').filter({ hasText: 'Saved on this device' });
    await note.getByText('Queued, will send when online', { exact: false }).waitFor();
    const queue = page.getByRole('complementary', { name: 'Waiting to send' });
    await queue.getByText(`Message from Offline Olivia ${stamp}`, { exact: true }).waitFor();

    await context.setOffline(false);
    // The same note turns into the confirmation, and the queue says Sent rather than vanishing.
    await page.getByRole('status').filter({ hasText: 'Message Sent Successfully' }).getByText('Thank you, Offline Olivia', { exact: false }).waitFor();
    const sent = page.getByRole('complementary', { name: 'Sent' });
    await expect(sent.getByRole('listitem').textContent()).resolves.toMatch(new RegExp(`^Message from Offline Olivia ${stamp}Sent`));
    await sent.getByRole('button', { name: /^Dismiss/ }).click();
    await sent.waitFor({ state: 'detached' });
  });

  it('finds a seeded drink and a store with the header search', async () => {
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search drinks and stores' });
    await open(page, `${baseURL}/contact`, search);
    await search.click();
    await search.fill('taro');
    const listbox = page.getByRole('banner').getByRole('listbox', { name: 'Search results' });
    await listbox.getByRole('option', { name: /Taro Milk Tea/ }).waitFor();
    await search.press('ArrowDown');
    await expect(search.getAttribute('aria-activedescendant')).resolves.toBeTruthy();
    await search.press('Enter');
    await page.waitForURL(/\/menu\/[^/?]+\?drink=[^&]+$/);
    // The series page opens the chosen drink.
    const drink = page.getByRole('dialog', { name: /Taro Milk Tea/ });
    await drink.waitFor();
    await page.keyboard.press('Escape');
    await drink.waitFor({ state: 'hidden' });

    await search.fill('houston');
    await listbox.getByRole('option', { name: /Houston Chinatown/ }).click();
    // A store opens on its own page.
    await page.waitForURL(`${baseURL}/locations/houston-chinatown`);
    await page.getByRole('heading', { level: 1, name: 'Houston Chinatown' }).waitFor();
  });

  it('serves the footer’s legal documents as PDFs, and links the brand profile and accessibility pages of the site', async () => {
    const legal = page.getByRole('navigation', { name: 'Legal' });
    for (const [label, path] of [
      ['Terms & Conditions', '/legal/terms-and-conditions.pdf'],
      ['Privacy Policy', '/legal/privacy-policy.pdf'],
      ['Cookies Policy', '/legal/cookies-policy.pdf'],
    ]) {
      const link = legal.getByRole('link', { name: new RegExp(`^${label}`) });
      await expect(link.getAttribute('href')).resolves.toBe(path);
      const res = await fetch(`${baseURL}${path}`);
      expect(res.headers.get('content-type')).toContain('application/pdf');
      expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 8))).toBe('%PDF-1.4');
    }
    for (const [label, path, heading] of [
      ['Brand Profile', '/brand-profile', 'Brand Profile'],
      ['Accessibility', '/accessibility', 'Accessibility statement'],
    ]) {
      const link = legal.getByRole('link', { name: label, exact: true });
      await expect(link.getAttribute('href')).resolves.toBe(path);
      await expect(link.getAttribute('target')).resolves.toBeNull();
      expect((await fetch(`${baseURL}${path}`)).status).toBe(200);
      await link.click();
      await page.waitForURL(`${baseURL}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.goBack();
    }
    for (const network of ['Instagram', 'Facebook', 'TikTok']) {
      await expect(page.getByRole('contentinfo').getByRole('link', { name: network, exact: true }).count(), network).resolves.toBe(1);
    }
  });

  it('never opens the popup by itself again in a browser that subscribed from the page’s form', async () => {
    const homeHeading = (p: Page) => p.getByRole('heading', { level: 1, name: 'Sourcing High Quality Tea from Around the World' });
    /** A new tab on the home page with the clock run past the popup's 5 s; true when the popup opened. */
    async function popupOpensIn(visitor: BrowserContext) {
      const tab = await visitor.newPage();
      await tab.clock.install();
      await open(tab, `${baseURL}/`, homeHeading(tab));
      await tab.clock.runFor(6_000);
      // The dialog's code loads when it first opens, and under load the home page's own code can
      // start its 5 s after the clock ran: give both the time they take (the clock still flows).
      const opened = await tab
        .getByRole('dialog', { name: 'Join our Newsletter' })
        .waitFor({ state: 'visible', timeout: 15_000 })
        .then(() => true)
        .catch(() => false);
      await tab.close();
      return opened;
    }

    // A visitor who never subscribed gets the popup from the same clock run.
    const stranger = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await expect(popupOpensIn(stranger)).resolves.toBe(true);
    await stranger.close();

    const fan = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const home = await fan.newPage();
    // Subscribing from the page's own form, so the popup is kept out of the way for this first visit.
    await home.addInitScript(() => sessionStorage.setItem('newsletter-popup-settled', '1'));
    await open(home, `${baseURL}/`, homeHeading(home));
    const band = home.getByRole('region', { name: 'Join our Newsletter' });
    await band.getByLabel('Email address').fill(`band-${stamp}@example.com`);
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await home.locator('[data-sonner-toast]').filter({ hasText: 'Successfully subscribed' }).waitFor();
    // A new tab starts a new visit (its session storage is empty); only the subscription is remembered.
    await expect(popupOpensIn(fan)).resolves.toBe(false);
    await fan.close();
  });
});
