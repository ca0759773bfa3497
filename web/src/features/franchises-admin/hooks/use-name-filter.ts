import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';

const NAME_FILTER_DELAY_MS = 300;

/**
 * The franchise search kept in `?name` (DESIGN §9: the original box did
 * nothing). Typing updates the URL after a pause; Enter applies at once. The
 * URL is the truth, so back/forward and a shared link restore the search.
 */
export function useNameFilter() {
  const [params, setParams] = useSearchParams();
  const applied = params.get('name')?.trim() ?? '';
  const [text, setText] = useState(applied);
  const [seen, setSeen] = useState(applied);

  // The URL changed under us (back/forward): show its search in the box.
  // Our own writes are the trimmed text, so they never reset what is typed.
  if (applied !== seen) {
    setSeen(applied);
    if (applied !== text.trim()) setText(applied);
  }

  function apply(value: string) {
    const name = value.trim();
    if (name === applied) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (name) next.set('name', name);
        else next.delete('name');
        return next;
      },
      { replace: true },
    );
  }
  const applyLater = useEffectEvent(apply);

  useEffect(() => {
    const timer = setTimeout(() => applyLater(text), NAME_FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return { text, setText, applied, applyNow: () => apply(text) };
}
