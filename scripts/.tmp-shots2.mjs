import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8911';
const out = '/work/shots/s6/drinks';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  await page.goto(`${base}/franchise`);
  const form = page.getByRole('region', { name: 'Login to your Franchise Account' });
  await form.getByLabel('Email').fill('admin@example.com');
  await form.getByLabel('Password').fill('admin1234');
  await form.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Login Successfully').waitFor();
  await page.goto(`${base}/dashboard/add-drinks`);
  await page.getByRole('button', { name: 'Nutrition and options of Classic Pearl Milk Tea' }).click();
  const facts = page.getByRole('dialog', { name: 'Nutrition and options: Classic Pearl Milk Tea' });
  await facts.waitFor();
  page.on('response', (r) => r.url().includes('toppings') && console.log('resp', r.status(), r.url()));
  await facts.getByRole('checkbox', { name: /Tapioca Pearls/ }).waitFor({ timeout: 8000 }).catch(async () => console.log('NO TOPPINGS', await facts.innerText()));
  await facts.getByLabel('Calories, size 1').fill('-20');
  await facts.getByRole('button', { name: 'Save nutrition and options' }).click();
  await facts.getByRole('alert').waitFor();
  await page.screenshot({ path: `${out}/dashboard-drink-form-${width}.png` });
  await facts.getByLabel('Calories, size 1').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${out}/dashboard-drink-form-top-${width}.png` });
  await page.close();
}
await browser.close();
