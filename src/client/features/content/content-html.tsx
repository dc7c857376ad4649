import { pageHref } from '@shared/site/routes';
import type { MouseEvent } from 'react';
import { useNavigate } from '../../lib/router';

/**
 * A block's HTML as the server rendered and sanitized it. Links to the site's own pages move within
 * the app, as the router's links do, instead of loading the page again.
 */
export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    const target = href && !anchor?.target ? pageHref(href) : null;
    if (!target) return;
    event.preventDefault();
    navigate(target);
  };
  // biome-ignore lint/a11y/noStaticElementInteractions: the clicks handled are the links' own.
  // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link clicks it, so keys reach this too.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server (content/sanitize.ts).
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
