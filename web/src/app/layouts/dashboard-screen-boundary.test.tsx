import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../routes/dashboard/lazy-screen';
import { DashboardScreenBoundary } from './dashboard-screen-boundary';

const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
afterEach(() => setOnline(true));

function inLayout(screenElement: React.ReactNode) {
  return render(
    <div>
      <nav aria-label="Dashboard">
        <a href="/dashboard/menu">Menu</a>
      </nav>
      <DashboardScreenBoundary pathname="/dashboard/add-drinks">
        <Suspense fallback={<p>Loading</p>}>{screenElement}</Suspense>
      </DashboardScreenBoundary>
    </div>,
  );
}

describe('a dashboard screen that fails', () => {
  it('says, inside the layout, that a screen never opened here cannot open offline, and opens it when the connection returns', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setOnline(false);
    let online = false;
    const Drinks = lazyScreen('Drinks', async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: () => <h1>Drinks</h1> };
    });
    inLayout(<Drinks />);
    expect((await screen.findByRole('alert')).textContent).toContain("Drinks hasn't been opened on this device yet, so it can't open offline.");
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeTruthy();

    online = true;
    setOnline(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'Drinks' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps any other failure inside the layout too, with a way to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function Series() {
      if (broken) throw new Error('boom');
      return <h1>Series</h1>;
    }
    inLayout(<Series />);
    expect(screen.getByRole('alert').textContent).toContain('This screen ran into a problem and could not be shown.');
    expect(screen.getByRole('link', { name: 'Menu' })).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Series' })).toBeTruthy();
  });
});
