/**
 * Every kind of dialog a staff screen opens is readable at every width
 * (issue #51): axe's colour-contrast rule over the open dialog, as head office
 * and as a franchise, at 390, 1024 and 1280 px. The logout warning with a
 * change still queued lived in the sidebar and took its cream text; the owner
 * tapped "Log out anyway" blind. axe does not weigh icons, so the close icon
 * is held to the 3:1 of non-text contrast here.
 * The stack is shared with other e2e files: each role's drink is this run's own.
 */
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserPerFile, runStamp } from './support/browser';
import { open, waitShown } from './support/navigate';
import { loginThroughForm } from './support/session';
import { signInByApi, type StaffApi } from './support/staff-api';

const baseURL = inject('baseURL');
const stamp = runStamp();
const newContext = browserPerFile();
const WIDTHS = [390, 1024, 1280] as const;

const ROLES = [
  { role: 'admin', email: 'admin@example.com', password: 'admin1234' },
  { role: 'franchise', email: 'franchise1@example.com', password: 'franchise1234' },
] as const;

/** WCAG's contrast ratio of two `rgb(…)` colours as getComputedStyle spells them. */
function contrast(a: string, b: string) {
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** axe's colour-contrast findings inside the open dialog(s), and the close icon against its dialog, written out to be read. */
async function unreadable(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('dialog[open]').withRules(['color-contrast']).analyze();
  const found = violations.flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} ${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`));
  const icons = await page
    .locator('dialog[open]')
    .evaluateAll((dialogs) => dialogs.map((d) => ({ icon: getComputedStyle(d.querySelector('.dialog__close')!).color, background: getComputedStyle(d).backgroundColor })));
  for (const { icon, background } of icons) {
    const ratio = contrast(icon, background);
    if (ratio < 3) found.push(`${where}: the close icon is ${icon} on ${background} (${ratio.toFixed(2)}:1, under 3:1)`);
  }
  return found;
}

/** At each width: opens the dialog as a person would, checks it, closes it. */
async function readableAtEachWidth(page: Page, what: string, openIt: () => Promise<Locator>, closeIt: (dialog: Locator) => Promise<void>) {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 1000 ? 844 : 800 });
    const dialog = await openIt();
    await dialog.waitFor();
    found.push(...(await unreadable(page, `${what} at ${width} px`)));
    await closeIt(dialog);
    await dialog.waitFor({ state: 'hidden' });
  }
  expect(found, found.join('\n')).toEqual([]);
}

const cancel = (dialog: Locator) => dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
const closeIcon = (dialog: Locator) => dialog.getByRole('button', { name: 'Close', exact: true }).first().click();

for (const { role, email, password } of ROLES) {
  describe(`as ${role}`, () => {
    const drinkName = `Contrast Oolong ${role} ${stamp}`;
    let staff: StaffApi | undefined;
    let drinkId = '';
    let page: Page;

    beforeAll(async () => {
      staff = await signInByApi(baseURL, email, password);
      drinkId = await staff.addDrink(drinkName, 'Checked for contrast.', [200, 140, 90]);
      const context = await newContext({ viewport: { width: 1280, height: 800 } });
      page = await context.newPage();
      await loginThroughForm(page, baseURL, email, password);
    });

    afterAll(async () => {
      if (drinkId) await staff?.call(`/user/menu/drink/${drinkId}`, { method: 'DELETE' });
    });

    const drinkRow = () => page.getByRole('article', { name: drinkName });
    const showDrink = async () => {
      await page.getByRole('searchbox', { name: 'Search drinks' }).fill(drinkName);
      await waitShown(page, drinkRow());
    };

    it('shows the Drinks screen’s panels and delete confirmation readably', async () => {
      await open(page, `${baseURL}/dashboard/add-drinks`, page.getByRole('heading', { level: 1, name: 'Drinks' }));
      await showDrink();

      await readableAtEachWidth(
        page,
        'Update Drink',
        async () => {
          await drinkRow()
            .getByRole('button', { name: `Edit ${drinkName}` })
            .click();
          return page.getByRole('dialog', { name: 'Update Drink' });
        },
        cancel,
      );
      await readableAtEachWidth(
        page,
        'Nutrition and options',
        async () => {
          await drinkRow()
            .getByRole('button', { name: `Nutrition and options of ${drinkName}` })
            .click();
          return page.getByRole('dialog', { name: `Nutrition and options: ${drinkName}` });
        },
        cancel,
      );
      await readableAtEachWidth(
        page,
        'Discard changes?',
        async () => {
          await page.getByRole('button', { name: 'Add New Drink' }).click();
          const panel = page.getByRole('dialog', { name: 'Add New Drink' });
          await panel.getByLabel('Drink Name').fill('Not kept');
          await panel.getByRole('button', { name: 'Cancel', exact: true }).click();
          return page.getByRole('dialog', { name: 'Discard changes?' });
        },
        (dialog) => dialog.getByRole('button', { name: 'Discard changes' }).click(),
      );
      await readableAtEachWidth(
        page,
        'Delete drink',
        async () => {
          await drinkRow()
            .getByRole('button', { name: `Delete ${drinkName}` })
            .click();
          return page.getByRole('dialog');
        },
        cancel,
      );
    });

    if (role === 'admin') {
      it('shows the Franchisees screen’s dialogs readably', async () => {
        await open(page, `${baseURL}/dashboard`, page.getByRole('heading', { level: 1, name: 'Franchisees' }));
        const edit = page.getByRole('button', { name: /^Edit / }).first();
        await waitShown(page, edit);
        await readableAtEachWidth(
          page,
          'Update Franchise',
          async () => {
            await edit.click();
            return page.getByRole('dialog');
          },
          closeIcon,
        );
        await readableAtEachWidth(
          page,
          'Set password',
          async () => {
            await page
              .getByRole('button', { name: /^Set a new password for / })
              .first()
              .click();
            return page.getByRole('dialog');
          },
          closeIcon,
        );
        await readableAtEachWidth(
          page,
          'Delete franchisee',
          async () => {
            await page
              .getByRole('button', { name: /^Delete / })
              .first()
              .click();
            return page.getByRole('dialog');
          },
          cancel,
        );
      });
    }

    it('shows the logout warning with a change still queued readably, and keeps the change on Cancel', async () => {
      await open(page, `${baseURL}/dashboard/add-drinks`, page.getByRole('heading', { level: 1, name: 'Drinks' }));
      await showDrink();
      // The dashboard's code is on the device (the service worker serves it offline), as on a store tablet.
      await page.getByText('Ready to work offline').waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      // The network drops on the tablet; the owner edits the drink's text, which waits on the device.
      await page.context().setOffline(true);
      await drinkRow()
        .getByRole('button', { name: `Edit ${drinkName}` })
        .click();
      const panel = page.getByRole('dialog', { name: 'Update Drink' });
      await panel.getByLabel('Description').fill('Edited with no signal.');
      await panel.getByRole('button', { name: 'Update Drink' }).click();
      await page.getByText("Saved on this device. It will be sent when you're back online.").first().waitFor();

      await readableAtEachWidth(
        page,
        'Log out?',
        async () => {
          const toggle = page.getByRole('button', { name: /^Dashboard navigation/ });
          if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
          await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Logout' }).click();
          return page.getByRole('dialog', { name: 'Log out?' });
        },
        cancel,
      );
      // Still signed in, the change still waiting.
      await waitShown(page, drinkRow().getByText('Waiting to send'));
      // Back online, the change goes before the drink is deleted after the tests.
      await page.context().setOffline(false);
      await drinkRow().getByText('Waiting to send').waitFor({ state: 'hidden', timeout: 30_000 });
    });
  });
}
