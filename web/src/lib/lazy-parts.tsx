import { createContext, lazy, Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import './lazy-parts.css';

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
 */
export function lazyPart<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>) {
  const Part = lazy(load);
  return function LazyPart(props: P) {
    useRenderedPart(name, 'part');
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** A promise and its resolve, made once a part waits for the visitor to come near it. */
function nearSignal() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Holds a part's server markup as it is (React keeps a boundary that suspends while hydrating) until `near` resolves. */
function UntilNear({ near, children }: { near: Promise<void>; children: ReactNode }) {
  use(near);
  return children;
}

/**
 * Resolves once one of `wrapper`'s elements shows in the viewport, or the
 * focus moves into it (a keyboard visitor tabbing there). Not earlier: on a
 * phone the home page's sections begin a few lines below the first screen.
 */
function watchNear(wrapper: HTMLElement, resolve: () => void): () => void {
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && resolve(), { threshold: 0 });
  for (const child of wrapper.children) observer.observe(child);
  wrapper.addEventListener('focusin', resolve, { once: true });
  return () => {
    observer.disconnect();
    wrapper.removeEventListener('focusin', resolve);
  };
}

/**
 * A lazily loaded part below the first screen (`lazyPart`'s rules): when the
 * server rendered it, the browser takes it over only once the visitor comes
 * near it, not as the page loads, so a phone that only shows the first screen
 * never spends its CPU on the rest. Until then it is the server's markup, which
 * reads and keeps what is typed into it (components/ui/keep-typed.ts); a form
 * sent from it is held until it is alive (lib/held-submits.ts). Rendered in
 * the browser (a later visit to the page in the app), it loads at once. Its
 * elements sit in a wrapper the layout does not see (`display: contents`),
 * which is what the browser watches.
 */
export function lazyPartWhenNear<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>) {
  const Part = lazy(load);
  return function LazyPartWhenNear(props: P) {
    useRenderedPart(name, 'part');
    const wrapper = useRef<HTMLDivElement>(null);
    // Only the first render decides: the server's markup of this part is on the page now, or it is not.
    const [near] = useState(() => (typeof document !== 'undefined' && document.querySelector(`[data-lazy-part="${name}"] > *`) ? nearSignal() : null));
    useEffect(() => (near && wrapper.current ? watchNear(wrapper.current, near.resolve) : undefined), [near]);
    return (
      <div className="lazy-part" data-lazy-part={name} ref={wrapper}>
        <Suspense fallback={null}>
          {near ? (
            <UntilNear near={near.promise}>
              <Part {...props} />
            </UntilNear>
          ) : (
            <Part {...props} />
          )}
        </Suspense>
      </div>
    );
  };
}
