import { SITE } from '@shared/site/brand';
import { documentTitle, findPageRoute } from '@shared/site/routes';
import { useEffect } from 'react';
import { useLocation } from '../lib/router';

/** Keeps the document title and meta description in step with client-side navigation. */
export function DocumentMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = findPageRoute(pathname);
    document.title = route ? documentTitle(route, SITE.name) : `Page not found | ${SITE.name}`;
    const meta = document.querySelector('meta[name="description"]');
    meta?.setAttribute('content', route?.description ?? SITE.tagline);
  }, [pathname]);
  return null;
}
