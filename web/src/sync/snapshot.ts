/**
 * The public data a page was rendered with on the server (the same answers
 * the API gives), sent in the HTML beside the markup. The first render in the
 * browser reads it so hydration matches the server's HTML, and the cache is
 * filled from it before its first live answer, so nothing blinks empty.
 */
import { createContext, useContext } from 'react';
import { SNAPSHOT_ELEMENT_ID } from '../lib/entry-contract';
import type { PageSnapshot } from '../lib/contract';

export type { PageSnapshot };

export const PageSnapshotContext = createContext<PageSnapshot | null>(null);

export const usePageSnapshot = () => useContext(PageSnapshotContext);

let fromPage: PageSnapshot | null | undefined;

/** The snapshot the server put in this page, read once; null on a page the server did not render. */
export function readPageSnapshot(): PageSnapshot | null {
  if (fromPage === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(SNAPSHOT_ELEMENT_ID)?.textContent;
    try {
      fromPage = text ? (JSON.parse(text) as PageSnapshot) : null;
    } catch {
      fromPage = null;
    }
  }
  return fromPage;
}
