/**
 * The atlas the Spawn Atlas page is drawn with on the server, under the key the browser reads it
 * by: drawn without it, the page hydrated a skeleton, fetched the atlas and then drew its cards in
 * one long task, the page's slowest in Lighthouse.
 */
import type { PageData } from '../../../shared/site/page-data';
import { ATLAS_KEY } from '../../../shared/site/page-query-keys';
import type { AtlasReader } from './store';

/** Reads through the API's own reader (app.ts), so both keep one copy of the atlas. */
export function createAtlasFirstPaint(readAtlas: AtlasReader) {
  return async (routePath: string): Promise<PageData> =>
    routePath === '/spawn-atlas' ? [{ queryKey: ATLAS_KEY, data: await readAtlas() }] : [];
}
