import { Component, type ReactNode } from 'react';
import { Button } from '../components/ui/button';

/** Shown when a page fails to load (usually a stale bundle after a deploy) or throws. */
function RouteError() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-muted">This page could not be shown. Reloading usually fixes it.</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </div>
  );
}

/** Catches what a page throws; the layout keys it by path, so moving to another page clears it. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
