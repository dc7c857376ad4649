/**
 * Vite dev-server plugin: each page's HTML comes from the API server, as in production, so the
 * page has its title, description and the public site configuration (demo mode, which the demo
 * sign-in page needs); Vite then adds its own scripts. `npm run dev` points the API server's
 * STATIC_DIR at a copy of the source index.html. Without an answer drawn from that template (the
 * API server still starting, or another one on the port) the page is served as it stands.
 */
import type { Plugin } from 'vite';

/** What only the source template has: a built index.html names its hashed entry instead. */
const SOURCE_ENTRY = 'src="./main.tsx"';

export function pageFromApiServer(apiOrigin: string): Plugin {
  return {
    name: 'page-from-api-server',
    apply: 'serve',
    transformIndexHtml: {
      order: 'pre',
      async handler(html, { originalUrl, server }) {
        try {
          // Joined as text: `new URL('//elsewhere/x', apiOrigin)` would leave the API server.
          const url = new URL(`${apiOrigin}${originalUrl?.startsWith('/') ? originalUrl : '/'}`);
          if (url.origin !== new URL(apiOrigin).origin) return html;
          const answer = await fetch(url, { headers: { accept: 'text/html' } });
          const page = await answer.text();
          if (page.includes(SOURCE_ENTRY)) return page;
        } catch {
          // Not listening yet: the plain page below.
        }
        server?.config.logger.warn(
          `page-from-api-server: no page from ${apiOrigin}; serving index.html as is`,
          {
            timestamp: true,
          },
        );
        return html;
      },
    },
  };
}
