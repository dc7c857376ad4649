/** Wire shapes of content: the public pages' blocks and the console's editor (zod/mini answers). */
import * as z from 'zod/mini';
import { CONTENT_PAGE_IDS } from './pages';

/** A block as a public page shows it: the HTML was rendered from Markdown and sanitized by the server. */
export const publicContentBlock = z.object({ key: z.string(), title: z.string(), html: z.string() });
export type PublicContentBlock = z.infer<typeof publicContentBlock>;

/** GET /api/content/:page */
export const pageContentResponse = z.object({
  page: z.enum(CONTENT_PAGE_IDS),
  blocks: z.array(publicContentBlock),
});
export type PageContentResponse = z.infer<typeof pageContentResponse>;

const author = z.nullable(z.object({ id: z.string(), name: z.string() }));

export const contentBlockSummary = z.object({
  key: z.string(),
  page: z.enum(CONTENT_PAGE_IDS),
  label: z.string(),
  title: z.string(),
  revision_id: z.nullable(z.number()),
  updated_at: z.nullable(z.string()),
  updated_by: author,
});
export type ContentBlockSummary = z.infer<typeof contentBlockSummary>;

/** GET /api/staff/content: every editable block, and whether the viewer may edit. */
export const contentBlocksResponse = z.object({
  can_edit: z.boolean(),
  blocks: z.array(contentBlockSummary),
});
export type ContentBlocksResponse = z.infer<typeof contentBlocksResponse>;

/** One line of a readable diff between a revision and the one before it. */
export const diffLine = z.object({ op: z.enum(['add', 'remove', 'same']), text: z.string() });
export type DiffLine = z.infer<typeof diffLine>;

export const contentRevision = z.object({
  id: z.number(),
  title: z.string(),
  author,
  created_at: z.string(),
  /** The revision this one brought back, when it was a restore. */
  restored_from: z.nullable(z.number()),
  diff: z.array(diffLine),
});
export type ContentRevision = z.infer<typeof contentRevision>;

/** GET /api/staff/content/:key (also the answer of a save and a restore). */
export const contentBlockResponse = z.object({
  block: z.object({
    key: z.string(),
    page: z.enum(CONTENT_PAGE_IDS),
    label: z.string(),
    titled: z.boolean(),
    title: z.string(),
    body: z.string(),
    html: z.string(),
    revision_id: z.nullable(z.number()),
  }),
  revisions: z.array(contentRevision),
});
export type ContentBlockResponse = z.infer<typeof contentBlockResponse>;

export const contentProblem = z.object({ line: z.number(), message: z.string() });
export type ContentProblem = z.infer<typeof contentProblem>;

/** POST /api/staff/content/preview */
export const contentPreviewResponse = z.object({ html: z.string(), problems: z.array(contentProblem) });
export type ContentPreviewResponse = z.infer<typeof contentPreviewResponse>;
