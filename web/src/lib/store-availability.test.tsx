import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SoldOutItem, StoreAvailability } from './contract';
import { readMyStore } from './my-store';
import { readKeptAvailability, useStoreDay, type KnownAvailability } from './store-availability';

const HOUR = 3_600_000;
const renderedAt = Date.now() - 60_000;
const taro = (locationId: string): SoldOutItem => ({
  itemType: 'drink',
  itemId: `taro-${locationId}`,
  name: 'Taro Milk Tea',
  until: renderedAt + 6 * HOUR,
  since: renderedAt - HOUR,
});
const list = (locationId: string, soldOut: SoldOutItem[], asOf: number): StoreAvailability => ({ locationId, soldOut, asOf });

/** The Worker's answer to the store page's idle read (no party: the page does not listen). */
function workerAnswers(availability: StoreAvailability) {
  const fetch = vi.fn(async () => Response.json({ success: true, availability, partyHost: '' }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Renders a store's day as a page the server rendered with `rendered`, counting the renders. */
function renderDay(rendered: KnownAvailability) {
  let renders = 0;
  const hook = renderHook(() => {
    renders += 1;
    return useStoreDay(rendered.availability.locationId, rendered);
  });
  return { ...hook, renders: () => renders };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a store's day after its page comes alive", () => {
  it('takes a read that confirms the rendered list without rendering the page again, and keeps it with its newer time', async () => {
    const id = 'store-confirmed';
    const rendered = { availability: list(id, [taro(id)], renderedAt), partyHost: '' };
    const fetch = workerAnswers(list(id, [taro(id)], renderedAt + 30_000));
    const day = renderDay(rendered);
    const rendersBefore = day.renders();
    await waitFor(() => expect(readKeptAvailability(id)?.availability.asOf).toBe(renderedAt + 30_000), { timeout: 3000 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(day.renders()).toBe(rendersBefore);
    expect(day.result.current?.soldOut.map((item) => item.name)).toEqual(['Taro Milk Tea']);
    expect(day.result.current?.stale).toBe(false);
  });

  it('dates the list by that read once the page goes offline', async () => {
    const id = 'store-then-offline';
    const rendered = { availability: list(id, [taro(id)], renderedAt), partyHost: '' };
    workerAnswers(list(id, [taro(id)], renderedAt + 30_000));
    const day = renderDay(rendered);
    await waitFor(() => expect(readKeptAvailability(id)?.availability.asOf).toBe(renderedAt + 30_000), { timeout: 3000 });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(day.result.current?.stale).toBe(true);
    expect(day.result.current?.asOf).toBe(renderedAt + 30_000);
    vi.restoreAllMocks();
  });

  it('shows a read that changes the list', async () => {
    const id = 'store-changed';
    const rendered = { availability: list(id, [taro(id)], renderedAt), partyHost: '' };
    workerAnswers(list(id, [], renderedAt + 30_000));
    const day = renderDay(rendered);
    await waitFor(() => expect(day.result.current?.soldOut).toEqual([]), { timeout: 3000 });
    expect(day.result.current?.asOf).toBe(renderedAt + 30_000);
    expect(readKeptAvailability(id)?.availability.soldOut).toEqual([]);
  });

  it('lets My store go, with its kept list, once the Worker says the store has closed', async () => {
    const id = 'store-closed';
    localStorage.setItem('my-store', JSON.stringify({ id, name: 'Closed', timeZone: 'America/Chicago' }));
    localStorage.setItem(`availability:${id}`, JSON.stringify({ availability: list(id, [taro(id)], renderedAt), partyHost: '' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, message: 'Store not found.' }, { status: 404 })),
    );
    // The menu's builder: no list rendered with the page, the device's copy first.
    const day = renderHook(() => useStoreDay(id));
    expect(day.result.current?.soldOut.map((item) => item.name)).toEqual(['Taro Milk Tea']);
    await waitFor(() => expect(day.result.current).toBeNull(), { timeout: 3000 });
    expect(readMyStore()).toBeNull();
    expect(readKeptAvailability(id)).toBeNull();
  });

  it('keeps My store and its list when the read is not answered', async () => {
    const id = 'store-unreachable';
    localStorage.setItem('my-store', JSON.stringify({ id, name: 'Far', timeZone: 'America/Chicago' }));
    localStorage.setItem(`availability:${id}`, JSON.stringify({ availability: list(id, [taro(id)], renderedAt), partyHost: '' }));
    const fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    const day = renderHook(() => useStoreDay(id));
    await waitFor(() => expect(fetch).toHaveBeenCalled(), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(day.result.current?.soldOut.map((item) => item.name)).toEqual(['Taro Milk Tea']);
    expect(readMyStore()?.id).toBe(id);
  });
});
