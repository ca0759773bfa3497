import { createContext, lazy, Suspense, use, useEffect, useState, type ComponentType } from 'react';
import { partTakeOver } from './page-taken-over';

/**
 * What the server's render went through of the lazily loaded modules, by
 * file name: a page body (`page`: its styles go inside the page and its code
 * is named in the head, for the browser to take the page over at once) or a
 * part further down a page (`part`: its styles only; its code loads when the
 * browser reaches it). The browser renders without it.
 */
export const RenderedPartsContext = createContext<Map<string, 'page' | 'part'> | null>(null);

/** Tells the server's render that the module `name` is on this page (nothing in the browser). */
export function useRenderedPart(name: string, kind: 'page' | 'part') {
  // A render-time write, but only into the server render's own map.
  use(RenderedPartsContext)?.set(name, kind);
}

/**
 * A part of a page whose code loads apart from the first download: the
 * server renders it whole and its styles come with the page; the browser
 * keeps the server's markup until the code arrives, then takes it over.
 * `name` is the module's file name (`home-below-hero` for home-below-hero.tsx).
 * Until then the page is not wholly taken over (lib/page-taken-over.ts).
 */
export function lazyPart<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>) {
  const Part = lazy(load);
  return function LazyPart(props: P) {
    useRenderedPart(name, 'part');
    const [takeOver] = useState(partTakeOver);
    useEffect(() => takeOver.placed(), [takeOver]);
    return (
      <Suspense fallback={null}>
        <Part {...props} />
        <Mounted onMount={takeOver.mounted} />
      </Suspense>
    );
  };
}

/** Renders nothing; tells when its Suspense boundary's content has mounted. */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(() => onMount(), [onMount]);
  return null;
}
