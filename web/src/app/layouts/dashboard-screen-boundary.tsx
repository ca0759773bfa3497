import { Component, type ReactNode } from 'react';
import { brand } from '../../config/brand';
import { staffOfflineTexts } from '../../sync/staff/staff-texts';
import { ScreenLoadError } from './dashboard-screen-error';

interface BoundaryProps {
  /** Going to another screen clears the error: that screen may well work. */
  pathname: string;
  children: ReactNode;
}

/**
 * Whatever one dashboard screen throws stays inside the layout: the sidebar,
 * the chat socket and every other screen keep working (DESIGN §8). A screen
 * whose code this device has not stored says so, and opens by itself once
 * the connection is back.
 */
export class DashboardScreenBoundary extends Component<BoundaryProps, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error && previous.pathname !== this.props.pathname) this.retry();
  }

  retry = () => {
    if (this.state.error) this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const notLoaded = error instanceof ScreenLoadError;
    const title = notLoaded ? error.screen : 'Something went wrong';
    const why = !notLoaded ? staffOfflineTexts.screenFailed : navigator.onLine ? staffOfflineTexts.screenLoadFailed(error.screen) : staffOfflineTexts.screenNotSaved(error.screen);
    return (
      <section className="container screen-placeholder" role="alert">
        {/* Not PageTitle: its shared title state would make the first download of every visitor split in two (bench). */}
        <title>{`${title} | ${brand.name}`}</title>
        <h1>{title}</h1>
        <p>{why}</p>
        <button className="button button--primary" type="button" onClick={this.retry}>
          {staffOfflineTexts.tryAgain}
        </button>
      </section>
    );
  }
}
