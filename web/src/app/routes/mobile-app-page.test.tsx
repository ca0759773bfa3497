import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../lib/store';
import { installOfferAtom } from '../../pwa/install';
import { renderApp } from '../../test/render-app';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

function runningAsApp(standalone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: standalone && query === '(display-mode: standalone)', media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
}

async function installSection() {
  return within(await screen.findByRole('region', { name: 'Get the web app today' }));
}

afterEach(() => store.set(installOfferAtom, null));

describe('/mobile-app (SPEC §2.5)', () => {
  it('shows the store badges as plainly coming soon: no link, no button, said in words', async () => {
    runningAsApp(false);
    renderApp('/mobile-app');
    const hero = (await screen.findByRole('heading', { level: 1, name: 'Coming Soon' })).closest('section')!;
    expect(within(hero).getByRole('img', { name: 'Coming soon to the App Store' }).closest('a, button')).toBeNull();
    expect(within(hero).getByRole('img', { name: 'Coming soon to Google Play' }).closest('a, button')).toBeNull();
    expect(within(hero).getByText('Not in the App Store or Google Play yet: these are coming soon, nothing to tap.')).toBeTruthy();
  });

  it('offers the browser’s install prompt where the browser offers it, once', async () => {
    runningAsApp(false);
    const prompt = vi.fn(() => Promise.resolve());
    store.set(installOfferAtom, Object.assign(new Event('beforeinstallprompt'), { prompt, userChoice: Promise.resolve({ outcome: 'accepted' as const }) }));
    renderApp('/mobile-app');
    const section = await installSection();
    fireEvent.click(section.getByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledOnce();
    await act(() => Promise.resolve());
    expect(section.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('gives Share → Add to Home Screen steps on an iPhone', async () => {
    runningAsApp(false);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    renderApp('/mobile-app');
    const steps = (await installSection()).getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual(['Tap the Share button in Safari’s toolbar (the square with an arrow).', 'Scroll down and tap ‘Add to Home Screen’.', 'Tap ‘Add’.']);
  });

  it('says Installed, and offers nothing, when already running as the app', async () => {
    runningAsApp(true);
    store.set(installOfferAtom, Object.assign(new Event('beforeinstallprompt'), { prompt: vi.fn(), userChoice: Promise.resolve({ outcome: 'dismissed' as const }) }));
    renderApp('/mobile-app');
    const section = await installSection();
    expect(section.getByRole('status').textContent).toBe('Installed: you are using the Bubble Tea app.');
    expect(section.queryByRole('button')).toBeNull();
    expect(section.queryByRole('list')).toBeNull();
  });

  it('points other browsers to their own menu', async () => {
    runningAsApp(false);
    renderApp('/mobile-app');
    expect((await installSection()).getByText('Open your browser’s menu and choose ‘Install app’ or ‘Add to Home screen’.')).toBeTruthy();
  });
});
