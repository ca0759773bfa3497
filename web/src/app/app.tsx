import { Provider } from 'jotai';
// RouterProvider from 'react-router', not 'react-router/dom': the app never uses
// flushSync navigations, and under vitest the /dom entry loads a second copy
// of the router (its CJS build), splitting the router context in two.
import { RouterProvider, type DataRouter } from 'react-router';
import { AppToaster } from '../components/ui/toaster';
import { store } from '../lib/store';

export function App({ router }: { router: DataRouter }) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <AppToaster />
    </Provider>
  );
}
