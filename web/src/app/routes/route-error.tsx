import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import './screen-placeholder.css';

/**
 * Last resort for anything a screen throws, most often a lazy chunk that
 * failed to download (offline, or a deploy replaced it): reloading fixes both.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="container screen-placeholder" id="main">
      <PageTitle>Something went wrong</PageTitle>
      <h1>Something went wrong</h1>
      <p>This page could not be shown{detail ? ` (${detail})` : ''}. Check your connection and reload.</p>
      <button className="button button--primary" type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
