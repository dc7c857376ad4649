/** What the console sends when it edits content (zod, checked by the server). */
import { formatCount } from '../format';
import { z } from '../zod';
import { MAX_CONTENT_BODY, MAX_CONTENT_TITLE } from './blocks';

const body = z
  .string()
  .max(MAX_CONTENT_BODY, `Keep the text under ${formatCount(MAX_CONTENT_BODY)} characters.`);

export const contentSaveSchema = z.object({
  title: z.string().trim().max(MAX_CONTENT_TITLE, `Keep the title under ${MAX_CONTENT_TITLE} characters.`),
  body: body.refine((text) => text.trim() !== '', 'Write some text: a block cannot be empty.'),
  /** The revision the editor started from; another save since then is refused (409). */
  base_revision: z.number().int().positive().nullable(),
});
export type ContentSave = z.infer<typeof contentSaveSchema>;

export const contentPreviewSchema = z.object({ body });
