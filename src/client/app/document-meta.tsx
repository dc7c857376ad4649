import { SITE } from '@shared/site/brand';
import { documentTitle, findPageRoute } from '@shared/site/routes';
import { useEffect } from 'react';
import { useLocation } from '../lib/router';

/**
 * Keeps the document title in step with client-side navigation. The meta description is the
 * server's alone: crawlers and link previews read it from the page's HTML, so the page table's
 * descriptions are not shipped to the browser.
 */
export function DocumentMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = findPageRoute(pathname);
    document.title = route ? documentTitle(route, SITE.name) : `Page not found | ${SITE.name}`;
  }, [pathname]);
  return null;
}
