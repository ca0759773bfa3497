import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

const QUERY_PARAM = 'q';
const OWN_WRITE = 'find-a-store';

/**
 * The 'Find a store' text, kept in ?q= so a search can be linked to (the
 * header search does). Typing stays local and instant and the URL follows
 * without adding history; a ?q= set from elsewhere (a link, the header
 * search while already here) replaces the text. Our own URL writes are
 * marked in the location state, so a late one never undoes fresh typing.
 */
export function useStoreQuery(): [string, (query: string) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const fromUrl = params.get(QUERY_PARAM) ?? '';
  const ownWrite = (location.state as { by?: string } | null)?.by === OWN_WRITE;
  const [query, setQuery] = useState(fromUrl);

  useEffect(() => {
    if (!ownWrite) setQuery(fromUrl);
  }, [fromUrl, ownWrite]);

  // Only the visitor's typing writes the URL: the address is read, not watched.
  const writeUrl = useEffectEvent(() => {
    if (query === fromUrl) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (query) next.set(QUERY_PARAM, query);
        else next.delete(QUERY_PARAM);
        return next;
      },
      { replace: true, state: { by: OWN_WRITE } },
    );
  });
  useEffect(() => writeUrl(), [query]);

  return [query, setQuery];
}
