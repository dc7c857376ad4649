/** The table's own row: the browser API's OpenAPI document, for staff. */
import * as z from 'zod/mini';
import { endpoint, type Summaries } from './endpoint';

export const apiDocsEndpoints = {
  openApi: endpoint({
    method: 'GET',
    path: '/staff/openapi.json',
    auth: 'staff',
    answer: z.object({
      openapi: z.string(),
      paths: z.record(
        z.string(),
        z.record(z.string(), z.object({ operationId: z.string(), summary: z.string() })),
      ),
    }),
  }),
};

/** One line each for the OpenAPI document; pages never import these, so they cost no page a byte. */
export const apiDocsSummaries: Summaries<typeof apiDocsEndpoints> = {
  openApi: 'This document: every call of the browser API',
};
