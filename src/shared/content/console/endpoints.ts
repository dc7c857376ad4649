/** The page texts' editor rows of the browser endpoint table (the console's Page texts tab). */
import { endpoint, requestType, type Summaries } from '../../api/endpoint';
import type { z } from '../../zod';
import { contentBlockResponse, contentBlocksResponse, contentPreviewResponse } from '../api';
import type { contentPreviewSchema, contentSaveSchema } from '../requests';

export const contentConsoleEndpoints = {
  blocks: endpoint({ method: 'GET', path: '/staff/content', auth: 'staff', answer: contentBlocksResponse }),
  preview: endpoint({
    method: 'POST',
    path: '/staff/content/preview',
    auth: 'staff',
    answer: contentPreviewResponse,
    body: requestType<z.input<typeof contentPreviewSchema>>(),
  }),
  block: endpoint({
    method: 'GET',
    path: '/staff/content/blocks/:page/:name',
    auth: 'staff',
    answer: contentBlockResponse,
  }),
  publish: endpoint({
    method: 'PUT',
    path: '/staff/content/blocks/:page/:name',
    auth: 'staff',
    answer: contentBlockResponse,
    body: requestType<z.input<typeof contentSaveSchema>>(),
  }),
  restore: endpoint({
    method: 'POST',
    path: '/staff/content/blocks/:page/:name/revisions/:revision/restore',
    auth: 'staff',
    answer: contentBlockResponse,
  }),
};

/** One line each for the OpenAPI document; pages never import these. */
export const contentConsoleSummaries: Summaries<typeof contentConsoleEndpoints> = {
  blocks: 'Every editable text block, and whether this account may edit',
  preview: 'Markdown rendered and checked as it would be published (editors)',
  block: 'One text block with its revisions and their differences',
  publish: 'Publish a new revision of a text block (editors)',
  restore: 'Publish an earlier revision again (editors)',
};
