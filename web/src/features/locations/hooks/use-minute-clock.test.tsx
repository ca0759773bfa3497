import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { PageSnapshotContext } from '../../../sync/snapshot';
import { hydrateServerHtml } from '../../../test/hydrate';
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

/** The clock of a page the server rendered at `renderedAt`, brought to life: the page's text and how many times React committed it. */
async function bringToLife(renderedAt: string) {
  const { container, serverText, commits } = await hydrateServerHtml(
    <PageSnapshotContext.Provider value={{ renderedAt: Date.parse(renderedAt) }}>
      <Clock />
    </PageSnapshotContext.Provider>,
  );
  return { serverText, text: container.textContent, commits: commits.count };
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
