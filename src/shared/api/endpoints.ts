/** The table's own row: the browser API's OpenAPI document, for staff. */
import * as z from 'zod/mini';
import { endpoint } from './endpoint';

export const apiDocsEndpoints = {
  openApi: endpoint({
    method: 'GET',
    path: '/staff/openapi.json',
    auth: 'staff',
    summary: 'This document: every call of the browser API',
    answer: z.object({
      openapi: z.string(),
      paths: z.record(
        z.string(),
        z.record(z.string(), z.object({ operationId: z.string(), summary: z.string() })),
      ),
    }),
  }),
};
