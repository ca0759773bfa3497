import { useSearchParams } from 'react-router';

/**
 * The series whose drinks are showing lives in the URL (`?series=<id>`), so
 * the browser's back button returns to the series grid and a reload keeps it.
 */
export function useOpenSeries() {
  const [params, setParams] = useSearchParams();
  const openId = params.get('series');
  const open = (id: string) => setParams({ series: id });
  const close = () => setParams({});
  return { openId, open, close };
}
