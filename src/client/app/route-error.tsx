import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';

/** Shown when a page fails to load (usually a stale bundle after a deploy) or throws. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
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
