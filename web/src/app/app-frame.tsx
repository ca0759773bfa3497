import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { AppToaster } from '../components/ui/toaster';
import { store as appStore } from '../lib/store';
import { PageSnapshotContext, type PageSnapshot } from '../sync/snapshot';

interface AppFrameProps {
  children: ReactNode;
  snapshot: PageSnapshot | null;
  /** The browser's one store by default; the server renders each page with its own. */
  store?: typeof appStore;
}

/** What wraps the router in the browser and on the server alike, so both render the same page. */
export function AppFrame({ children, snapshot, store = appStore }: AppFrameProps) {
  return (
    <Provider store={store}>
      <PageSnapshotContext value={snapshot}>
        {children}
        <AppToaster />
      </PageSnapshotContext>
    </Provider>
  );
}
