import { z } from '../zod';

/** The demo sign-in page's request: the account to sign in as (made on first use) and where to go after. */
export const demoSignInRequest = z.object({
  username: z
    .string()
    .trim()
    .min(2, 'Use at least 2 characters.')
    .max(32, 'Use at most 32 characters.')
    .regex(/^[A-Za-z0-9_.]+$/, 'Use letters, digits, dots and underscores only.'),
  redirect: z.string().max(512).optional(),
});
