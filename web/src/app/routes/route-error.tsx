import { Component, type ReactNode } from 'react';
import { PageTitle } from '../../components/ui/page-title';
import './screen-placeholder.css';

/**
 * Last resort for anything a screen throws, most often a lazy chunk that
 * failed to download (offline, or a deploy replaced it): reloading fixes both.
 */
export function RouteError() {
  return (
    <main className="container screen-placeholder" id="main">
      <PageTitle>Something went wrong</PageTitle>
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Check your connection and reload.</p>
      <button className="button button--primary" type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}

interface BoundaryProps {
  /** Going to another page clears the error: that page may well work. */
  pathname: string;
  children: ReactNode;
}

/** Shows RouteError in place of a screen that threw (React catches render errors only in a class). */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
