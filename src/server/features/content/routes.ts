/**
 * /api/content/:page, the public pages' texts (HTML rendered and sanitized here), and
 * /api/staff/content, the console's editor: editors (staff with the editor permission) and admins
 * publish and restore; every staff member may read. Roles are checked before input is read.
 */
import type {
  ContentBlockResponse,
  ContentBlocksResponse,
  ContentPreviewResponse,
  PageContentResponse,
} from '../../../shared/content/api';
import { checkMarkdown } from '../../../shared/content/checks';
import { contentConsoleEndpoints } from '../../../shared/content/console/endpoints';
import { contentEndpoints } from '../../../shared/content/endpoints';
import { CONTENT_PAGE_IDS, type ContentPageId } from '../../../shared/content/pages';
import { contentPreviewSchema, contentSaveSchema } from '../../../shared/content/requests';
import type { Deps } from '../../context';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { notFound } from '../../lib/errors';
import { hasPermission, requirePermission, requireStaff } from '../auth';
import { renderMarkdown } from './markdown';
import { listBlocks, readBlock, readPage, restoreRevision, saveBlock } from './store';

const STAFF_ONLY = 'The staff console is for staff members.';
const EDITORS_ONLY = 'Only editors and admins can change the site’s texts.';

const isPage = (value: string): value is ContentPageId =>
  (CONTENT_PAGE_IDS as readonly string[]).includes(value);

export function contentRoutes(deps: Deps) {
  const { db } = deps.database;
  return endpointRoutes('/content').on(contentEndpoints.page, async (c) => {
    const page = c.req.param('page');
    if (!isPage(page)) throw notFound('No such page.');
    // Published texts reach open pages through the live stream; a reload must not show an old one.
    c.header('Cache-Control', 'no-cache');
    return c.json({ page, blocks: await readPage(db, page) } satisfies PageContentResponse);
  }).routes;
}

export function contentStaffRoutes(deps: Deps) {
  const { db } = deps.database;
  const rows = contentConsoleEndpoints;
  const blockKey = (c: { req: { param(name: 'page' | 'name'): string } }) =>
    `${c.req.param('page')}/${c.req.param('name')}`;
  return endpointRoutes('/staff/content')
    .on(rows.blocks, async (c) => {
      const viewer = requireStaff(c, STAFF_ONLY);
      const body = { can_edit: await hasPermission(db, viewer, 'editor'), blocks: await listBlocks(db) };
      return c.json(body satisfies ContentBlocksResponse);
    })
    .on(rows.preview, { body: contentPreviewSchema }, async (c, request) => {
      await requirePermission(c, db, 'editor', EDITORS_ONLY);
      const { body } = await request.body();
      return c.json({
        html: renderMarkdown(body),
        problems: checkMarkdown(body),
      } satisfies ContentPreviewResponse);
    })
    .on(rows.block, async (c) => {
      requireStaff(c, STAFF_ONLY);
      return c.json((await readBlock(db, blockKey(c))) satisfies ContentBlockResponse);
    })
    .on(rows.publish, { body: contentSaveSchema }, async (c, request) => {
      const actor = await requirePermission(c, db, 'editor', EDITORS_ONLY);
      const key = blockKey(c);
      await saveBlock(db, actor, key, await request.body());
      return c.json((await readBlock(db, key)) satisfies ContentBlockResponse);
    })
    .on(rows.restore, async (c) => {
      const actor = await requirePermission(c, db, 'editor', EDITORS_ONLY);
      const key = blockKey(c);
      const revision = Number(c.req.param('revision'));
      if (!Number.isSafeInteger(revision) || revision <= 0) throw notFound('No such revision of this text.');
      await restoreRevision(db, actor, key, revision);
      return c.json((await readBlock(db, key)) satisfies ContentBlockResponse);
    }).routes;
}
