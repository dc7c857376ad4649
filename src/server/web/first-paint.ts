/**
 * The first paint of each page, rendered by the client's own components (client/prerender.tsx,
 * built next to the client as `.first-paint/prerender.js`) and cached per route: pages show text
 * and layout before their scripts run. Without that build, or if it fails, pages are served
 * empty as before and the browser renders everything.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '../../shared/site/page-data';
import type { PublicConfig } from '../../shared/site/public-config';
import type { Logger } from '../lib/logger';

interface FirstPaintModule {
  configure(config: PublicConfig): void;
  renderFirstPaint(pathname: string, data: PageData): Promise<string | null>;
}

export interface FirstPaint {
  /**
   * The HTML inside #root for a page route drawn with `data`, or null to serve the page empty. A
   * route with a parameter is drawn at the address asked for (`paintPath`), the thing it shows.
   */
  render(routePath: string, data?: PageData, paintPath?: string): Promise<string | null>;
  /** Renders these routes ahead of their first visitor, one at a time (a few ms each once loaded). */
  warm(routePaths: readonly string[], dataFor?: (routePath: string) => Promise<PageData>): Promise<void>;
}

export function createFirstPaint(staticDir: string, config: PublicConfig, logger: Logger): FirstPaint {
  const file = path.join(staticDir, '.first-paint', 'prerender.js');
  if (!fs.existsSync(file)) return { render: async () => null, warm: async () => {} };

  let module: Promise<FirstPaintModule | null> | undefined;
  const load = () => {
    module ??= import(pathToFileURL(file).href).then(
      (loaded: FirstPaintModule) => {
        loaded.configure(config);
        return loaded;
      },
      (error: unknown) => {
        logger.warn({ err: error }, 'first paint disabled: the prerender module did not load');
        return null;
      },
    );
    return module;
  };

  // One paint per route: drawn again when its data (a page's published texts) or, for a route with
  // a parameter, the address it is drawn at changes.
  const rendered = new Map<string, { dataKey: string; html: Promise<string | null> }>();
  const render = (routePath: string, data: PageData = [], paintPath = routePath) => {
    const dataKey = `${paintPath}\n${data.length === 0 ? '' : createHash('sha256').update(JSON.stringify(data)).digest('hex')}`;
    let html = rendered.get(routePath)?.dataKey === dataKey ? rendered.get(routePath)?.html : undefined;
    if (!html) {
      html = load().then(async (loaded) => {
        if (!loaded) return null;
        try {
          return await loaded.renderFirstPaint(paintPath, data);
        } catch (error) {
          logger.warn({ err: error, route: routePath }, 'first paint failed; the page is served empty');
          return null;
        }
      });
      rendered.set(routePath, { dataKey, html });
    }
    return html;
  };
  const warm = async (routePaths: readonly string[], dataFor?: (routePath: string) => Promise<PageData>) => {
    for (const routePath of routePaths) await render(routePath, await dataFor?.(routePath));
  };
  return { render, warm };
}
