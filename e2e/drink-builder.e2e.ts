/**
 * A drink told in full (#24): a visitor builds a drink (size, sugar, ice,
 * toppings) and watches its calories and allergens change, saves it to My
 * drinks, finds it on the home page with no network, and shows it to the
 * cashier. The menu's filters live in the URL and work offline too, and
 * /nutrition, visited once, opens with no network.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { connectBrowser } from './support/browser';
import { navigate, open } from './support/navigate';

const baseURL = inject('baseURL');
const FDA = '2,000 calories a day is used for general nutrition advice, but calorie needs vary';
let browser: Browser;
let context: BrowserContext;
let page: Page;
let milkTea: { _id: string; drinks: { _id: string; name: string }[] };

beforeAll(async () => {
  browser = await connectBrowser();
  context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  page = await context.newPage();
  const { menu } = (await (await fetch(`${baseURL}/api/v1/user/menu/admin/series`)).json()) as { menu: { series: (typeof milkTea & { name: string })[] } };
  milkTea = menu.series.find((s) => s.name === 'Milk Tea')!;
});
afterAll(async () => {
  await browser?.close();
});

it('builds a drink, saves it, finds it on the home page offline and shows it to the cashier', async () => {
  const drink = milkTea.drinks.find((d) => d.name === 'Classic Pearl Milk Tea')!;
  await open(page, `${baseURL}/menu/${milkTea._id}`, page.getByRole('heading', { level: 1, name: 'Milk Tea Series' }));
  await expect.poll(() => page.getByText(FDA).count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Classic Pearl Milk Tea' }).click();
  const sheet = page.getByRole('dialog', { name: 'Classic Pearl Milk Tea' });
  const facts = sheet.getByRole('region', { name: 'This drink as built' });
  // The standard recipe: Medium, 100 % sugar, regular ice.
  await expect.poll(() => facts.innerText()).toMatch(/Calories\s*300 Cal/);
  await expect.poll(() => facts.innerText()).toContain('Contains: Milk');

  await sheet.getByRole('radio', { name: /Large/ }).check();
  await sheet.getByRole('radio', { name: '50%' }).check();
  await sheet.getByRole('radio', { name: 'Less ice' }).check();
  await sheet.getByRole('checkbox', { name: /Tapioca Pearls/ }).check();
  await sheet.getByRole('checkbox', { name: /Egg Pudding/ }).check();
  // Large 450 Cal with 45 g added sugar: (450 − 90) × 0.85 / 0.7 + 150 + 90 = 677 → 680 Cal.
  await expect.poll(() => facts.innerText()).toMatch(/Calories\s*680 Cal/);
  await expect.poll(() => facts.innerText()).toContain('Contains: Milk, Egg');
  await expect.poll(() => facts.innerText()).toContain(FDA);

  await sheet.getByLabel('Name it (optional)').fill('Friday treat');
  await sheet.getByRole('button', { name: 'Save to My drinks' }).click();
  await page.getByText('Saved to My drinks').waitFor();

  // The device keeps it: the home page lists it with no network at all.
  await navigate(page, `${baseURL}/`, 'load');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  try {
    await open(page, `${baseURL}/`, page.getByRole('heading', { name: 'My drinks' }));
    const saved = page.getByRole('article').filter({ hasText: 'Friday treat' });
    await expect.poll(() => saved.innerText()).toContain('Large (24 oz) · Iced · 50% sugar · Less ice · Tapioca Pearls · Egg Pudding · 680 Cal');
    await saved.getByRole('button', { name: 'Show to the cashier' }).click();
    const cashier = page.getByRole('dialog', { name: 'Show this to the cashier' });
    await expect
      .poll(() => cashier.innerText())
      .toMatch(/Friday treat\s*Classic Pearl Milk Tea\s*Large \(24 oz\)\s*Iced\s*50% sugar\s*Less ice\s*Toppings: Tapioca Pearls, Egg Pudding/);
    await cashier.getByRole('button', { name: 'Done' }).click();

    // Removing asks first, then it is gone.
    await saved.getByRole('button', { name: 'Remove Friday treat' }).click();
    await page.getByRole('dialog', { name: 'Remove' }).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'My drinks' }).count()).toBe(0);
  } finally {
    await context.setOffline(false);
  }
  expect(drink._id).toBeTruthy();
});

it('lists a build on /menu once saved, though /menu opened with none saved', async () => {
  await open(page, `${baseURL}/menu`, page.getByRole('heading', { level: 1, name: 'Menu' }));
  expect(await page.getByRole('heading', { name: 'My drinks' }).count()).toBe(0);
  // Within the app, no reload: to the series, the drink, save, and back.
  await page
    .getByRole('link', { name: /Milk Tea/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Taro Milk Tea', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Taro Milk Tea' });
  await sheet.getByLabel('Name it (optional)').fill('Same visit');
  await sheet.getByRole('button', { name: 'Save to My drinks' }).click();
  await page.getByText('Saved to My drinks').waitFor();
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'Menu' }).first().click();
  const saved = page.getByRole('article').filter({ hasText: 'Same visit' });
  await saved.waitFor();
  await saved.getByRole('button', { name: 'Remove Same visit' }).click();
  await page.getByRole('dialog', { name: 'Remove' }).getByRole('button', { name: 'Remove' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'My drinks' }).count()).toBe(0);
});

it('filters the menu by dietary marks and calories, in the URL, offline too', async () => {
  await open(page, `${baseURL}/menu`, page.getByRole('heading', { level: 1, name: 'Menu' }));
  await page.getByRole('checkbox', { name: 'Caffeine-free' }).check();
  await page.getByLabel('Calories').selectOption('250');
  await expect.poll(() => page.url()).toMatch(/caffeineFree=1/);
  await expect.poll(() => page.url()).toMatch(/maxCal=250/);
  await expect.poll(() => page.getByRole('status').filter({ hasText: /match/ }).innerText()).toBe('1 drink match');
  await expect.poll(() => page.getByRole('region', { name: 'Find a drink for you' }).innerText()).toContain('Strawberry Yakult');

  await context.setOffline(true);
  try {
    await open(page, `${baseURL}/menu?vegan=1&nutFree=1`, page.getByRole('heading', { level: 1, name: 'Menu' }));
    await expect.poll(() => page.getByRole('checkbox', { name: 'Vegan' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'Find a drink for you' }).innerText()).toContain('Passion Fruit Green Tea');
  } finally {
    await context.setOffline(false);
  }
});

it('opens /nutrition with no network once it was visited: both tables and the FDA statement', async () => {
  await open(page, `${baseURL}/nutrition`, page.getByRole('heading', { level: 1, name: 'Nutrition facts' }));
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole('table').first().getByText('Classic Pearl Milk Tea').waitFor();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  try {
    await page.reload({ waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Nutrition facts' }).waitFor();
    const [drinks, toppings] = [page.getByRole('table').nth(0), page.getByRole('table').nth(1)];
    await expect.poll(() => drinks.innerText()).toMatch(/Classic Pearl Milk Tea\s+Medium \(16 oz\)\s+300/);
    await expect.poll(() => toppings.innerText()).toContain('Tapioca Pearls');
    await expect.poll(() => page.getByText(FDA).count()).toBeGreaterThan(0);
  } finally {
    await context.setOffline(false);
  }
});
