import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh page (the module keeps the page's own state), with a task already waiting for it to be taken over. */
const freshPage = async () => {
  vi.resetModules();
  const takenOver = await import('./page-taken-over');
  const { lazyPart } = await import('./lazy-parts');
  const task = vi.fn();
  takenOver.whenTakenOverAndIdle(task);
  return { ...takenOver, lazyPart, task };
};

/** happy-dom has no requestIdleCallback: whenIdle falls back to 200 ms. */
const IDLE_MS = 200;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('whenTakenOverAndIdle', () => {
  it('waits for the page to be committed, then for idleness', async () => {
    const { pageCommitted, task } = await freshPage();
    vi.advanceTimersByTime(3000);
    expect(task).not.toHaveBeenCalled();
    pageCommitted();
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for a part placed on the page until it has mounted', async () => {
    const { pageCommitted, partTakeOver, task } = await freshPage();
    const part = partTakeOver();
    part.placed();
    pageCommitted();
    vi.advanceTimersByTime(2000);
    expect(task).not.toHaveBeenCalled();
    part.mounted();
    vi.advanceTimersByTime(IDLE_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a part that mounted before its place committed (its code was already there)', async () => {
    const { pageCommitted, partTakeOver, task } = await freshPage();
    const part = partTakeOver();
    part.mounted();
    part.placed();
    pageCommitted();
    vi.advanceTimersByTime(IDLE_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a part taken off the page before its code came', async () => {
    const { pageCommitted, partTakeOver, task } = await freshPage();
    const undo = partTakeOver().placed();
    pageCommitted();
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    undo();
    undo();
    vi.advanceTimersByTime(IDLE_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a part whose code never comes 5 s after the commit', async () => {
    const { pageCommitted, partTakeOver, TAKE_OVER_WAIT_MS, task } = await freshPage();
    partTakeOver().placed();
    pageCommitted();
    vi.advanceTimersByTime(TAKE_OVER_WAIT_MS + IDLE_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('a lazily loaded part', () => {
  it('keeps the page from being taken over until its code has arrived and it has mounted', async () => {
    const { lazyPart, pageCommitted, task } = await freshPage();
    let arrive: (module: { default: ComponentType<object> }) => void = () => {};
    const Band = lazyPart<object>('band', () => new Promise((resolve) => (arrive = resolve)));
    render(<Band />);
    pageCommitted();
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();

    await act(async () => arrive({ default: () => <p>The band</p> }));
    expect(screen.getByText('The band')).toBeTruthy();
    vi.advanceTimersByTime(IDLE_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
