/** What the link dialog reads: POST /api/link/begin and GET /api/link/status?code=. */
import * as z from 'zod/mini';

export const linkBeginResponse = z.object({
  code: z.string(),
  command: z.string(),
  expires_at: z.string(),
  /** Seconds left when answered: the dialog counts down from this, immune to a skewed device clock. */
  expires_in_seconds: z.number(),
});
export type LinkBeginResponse = z.infer<typeof linkBeginResponse>;

export const linkStatusResponse = z.object({
  state: z.enum(['pending', 'linked', 'expired', 'unknown']),
  mc_username: z.nullable(z.string()),
});
export type LinkStatusResponse = z.infer<typeof linkStatusResponse>;
