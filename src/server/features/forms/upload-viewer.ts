/**
 * An uploaded image opened in a tab of its own (staff follow a link from the console). Served
 * bare, the browser would wrap it in its own image page, whose inline styles our policy refuses
 * (three violations in the console). This page has no styles and no script: just the picture,
 * which the browser then fetches from the same address as an image.
 */
import { escapeHtml } from '../../lib/html';

/** Nothing but our own image; no styles, scripts, forms or framing. */
export const VIEWER_POLICY =
  "default-src 'none'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A top-level navigation (the tab itself), as opposed to the image request it then makes. */
export const isPageNavigation = (secFetchDest: string | undefined) => secFetchDest === 'document';

export function imageViewerPage(url: string, name: string): string {
  const safeName = escapeHtml(name);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${safeName}</title>
</head>
<body>
<img src="${escapeHtml(url)}" alt="${safeName}">
</body>
</html>
`;
}
