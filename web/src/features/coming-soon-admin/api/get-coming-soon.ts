import { useAsyncData } from '../../../components/ui/use-async-data';
import { loadSync } from '../../../sync/lazy';

/** The coming-soon list as the server has it now, for editing (the visitors' copy is cached). */
export function useComingSoonAdmin() {
  return useAsyncData(() => loadSync().then((sync) => sync.fetchComingSoon()), '', 'coming-soon');
}
