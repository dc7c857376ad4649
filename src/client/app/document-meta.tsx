import { SITE } from '@shared/site/brand';
import { documentTitle, findPageRoute } from '@shared/site/routes';
import { useLayoutEffect } from 'react';
import { useLocation } from '../lib/router';

/**
 * Keeps the document title in step with client-side navigation. The meta description is the
 * server's alone: crawlers and link previews read it from the page's HTML, so the page table's
 * descriptions are not shipped to the browser.
 */
export function DocumentMeta() {
  const { pathname } = useLocation();
  // Before the page's own effects, which name a page that shows one thing (a player) once its data
  // is there: drawn with its data, that page names itself in the same commit.
  useLayoutEffect(() => {
    const route = findPageRoute(pathname);
    document.title = route ? documentTitle(route, SITE.name) : `Page not found | ${SITE.name}`;
  }, [pathname]);
  return null;
}
