/**
 * The body of every error the API answers: the user-facing message and per-field messages. The
 * browser reads the type only; the schema describes it in both OpenAPI documents.
 */
import { z } from '../zod';

export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});

export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  error: { code: string; message: string; fields?: FieldErrors };
}
