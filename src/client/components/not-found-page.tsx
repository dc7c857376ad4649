import { useEffect } from 'react';
import { Link, useLocation } from '../lib/router';
import { buttonClass } from './ui/button';

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    // Logged as the spec asks, as a warning: a mistyped address is the reader's, not the site's error.
    console.warn('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-7xl font-extrabold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-bold">Oops! Page not found</h1>
      <p className="mt-2 text-muted">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={`${buttonClass('primary')} mt-8`}>
        Return to Home
      </Link>
    </div>
  );
}
