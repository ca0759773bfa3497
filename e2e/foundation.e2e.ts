import { expect, inject, it } from 'vitest';
import { ONE_SHOT, ONE_SHOT_READ } from './support/one-shot';
import { browserPerFile } from './support/browser';
import { navigate } from './support/navigate';
import { loginThroughForm } from './support/session';

const baseURL = inject('baseURL');
const newContext = browserPerFile();

it('serves the home page, then the admin dashboard after signing in as the demo admin', async () => {
  const context = await newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const res = await navigate(page, `${baseURL}/`);
  expect(res?.status()).toBe(200);
  const nav = page.getByRole('navigation', { name: /main/i });
  await nav.getByRole('link', { name: 'Menu' }).waitFor({ state: 'visible' });
  await expect(page.title()).resolves.toMatch(/bubble tea/i);
  await expect(nav.getByRole('link', { name: 'Dashboard' }).count()).resolves.toBe(0);

  // An unread enquiry puts a count beside Requests.
  const enquiry = await context.request.post(`${baseURL}/api/v1/user/franchise/request`, {
    headers: { ...ONE_SHOT, origin: baseURL },
    data: {
      name: 'Foundation Prospect',
      phone: '512 555 0111',
      email: 'foundation@example.com',
      city: 'Austin, TX',
      occupation: 'Chef',
      netWorth: '$500,000 – $1,000,000',
      liquidAssets: '$250,000 – $500,000',
      preferredLocation: 'Austin',
      howHear: 'Social media',
      notes: 'Counted in the sidebar.',
    },
  });
  expect(enquiry.status()).toBe(201);

  await loginThroughForm(page, baseURL, 'admin@example.com', 'admin1234');
  await page.waitForURL(`${baseURL}/dashboard`);
  const sidebar = page.getByRole('navigation', { name: /dashboard/i });
  await sidebar.getByRole('button', { name: 'Logout' }).waitFor({ state: 'visible' });
  // Each link's own label, its first text, in SPEC §2.9's order and the product's words (issue #22); a count may follow it.
  const labels = await sidebar.getByRole('link').evaluateAll((links) => links.map((a) => a.firstChild?.textContent));
  expect(labels).toEqual([
    'Home',
    'Franchisees',
    'Inbox',
    'Requests',
    'Locations',
    'Today',
    'Newsletter',
    'Coming Soon',
    'Menu',
    'Series',
    'Drinks',
    'Toppings',
    'Reviews',
    'Content',
    'Brand Profile',
    'Chat',
  ]);
  // The counts arrive after the links.
  await sidebar.getByRole('link', { name: /^Requests\b.*\d+ unread$/ }).waitFor();
  // The header and footer are hidden on dashboard paths.
  await expect(page.locator('footer').count()).resolves.toBe(0);

  // The session is real: a reload keeps the admin on the dashboard.
  await page.reload();
  await sidebar.getByRole('button', { name: 'Logout' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/dashboard');

  // Logout is a same-origin POST that ends the session on the server, not only in this tab.
  const token = (await context.cookies()).find((c) => c.name === 'token')!.value;
  const [logout] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/user/logout'), sidebar.getByRole('button', { name: 'Logout' }).click()]);
  expect([logout.request().method(), logout.status()]).toEqual(['POST', 200]);
  await page.waitForURL(`${baseURL}/`);
  const me = await context.request.get(`${baseURL}/api/v1/user/me`, { ...ONE_SHOT_READ, headers: { ...ONE_SHOT, cookie: `token=${token}` } });
  expect(me.status()).toBe(401);
  await context.close();
});

it('sends a visitor who opens /dashboard back to /', async () => {
  const page = await (await newContext()).newPage();
  await navigate(page, `${baseURL}/dashboard`);
  await page.waitForURL(`${baseURL}/`);
  await page.close();
});
