import { act, renderHook } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { PageSnapshotContext } from '../../../sync/snapshot';
import { useMinuteClock } from './use-minute-clock';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

it('moves on at each minute boundary, without a reload', () => {
  vi.useFakeTimers({ now: new Date('2026-11-23T13:10:42Z') });
  const { result } = renderHook(() => useMinuteClock());
  // To the minute: a status never needs the seconds.
  expect(result.current.toISOString()).toBe('2026-11-23T13:10:00.000Z');
  act(() => {
    vi.advanceTimersByTime(17_000);
  });
  expect(result.current.toISOString()).toBe('2026-11-23T13:10:00.000Z');
  act(() => {
    vi.advanceTimersByTime(1_000);
  });
  expect(result.current.toISOString()).toBe('2026-11-23T13:11:00.000Z');
  act(() => {
    vi.advanceTimersByTime(60_000);
  });
  expect(result.current.toISOString()).toBe('2026-11-23T13:12:00.000Z');
});

function Clock() {
  return <p>{useMinuteClock().toISOString()}</p>;
}

/** Renders the clock as the server would for a page rendered at `renderedAt`, brings it to life, and answers the page's text and how many times React committed it. */
async function bringToLife(renderedAt: string) {
  const page = (children: ReactNode) => <PageSnapshotContext.Provider value={{ renderedAt: Date.parse(renderedAt) }}>{children}</PageSnapshotContext.Provider>;
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(page(<Clock />));
  const serverText = container.textContent;
  let commits = 0;
  await act(async () => {
    hydrateRoot(
      container,
      page(
        <Profiler id="clock" onRender={() => (commits += 1)}>
          <Clock />
        </Profiler>,
      ),
    );
  });
  return { serverText, text: container.textContent, commits };
}

it('a page brought to life in the minute the server rendered it is not rendered a second time', async () => {
  vi.useFakeTimers({ now: new Date('2026-11-23T13:10:42Z'), toFake: ['Date'] });
  const { serverText, text, commits } = await bringToLife('2026-11-23T13:10:05Z');
  expect(serverText).toBe('2026-11-23T13:10:00.000Z');
  expect(text).toBe('2026-11-23T13:10:00.000Z');
  // One commit, the hydration's: a second would be the whole store page again, in one blocking task.
  expect(commits).toBe(1);
});

it('a page rendered in an earlier minute shows the browser’s minute right after it comes to life', async () => {
  vi.useFakeTimers({ now: new Date('2026-11-23T13:11:02Z'), toFake: ['Date'] });
  const { serverText, text } = await bringToLife('2026-11-23T13:10:58Z');
  expect(serverText).toBe('2026-11-23T13:10:00.000Z');
  expect(text).toBe('2026-11-23T13:11:00.000Z');
});
