/** Wire answers of the console's account links: site accounts and their Minecraft accounts. */
import * as z from 'zod/mini';

export const linkedAccount = z.object({
  user_id: z.string(),
  discord_username: z.string(),
  /** Null when the account has no Minecraft account linked. */
  mc_username: z.nullable(z.string()),
  mc_uuid: z.nullable(z.string()),
});
export type LinkedAccount = z.infer<typeof linkedAccount>;

export const linkedAccountsResponse = z.object({ accounts: z.array(linkedAccount) });
export type LinkedAccountsResponse = z.infer<typeof linkedAccountsResponse>;

export const linkedAccountResponse = z.object({
  account: linkedAccount,
  /** The site account that held this Minecraft account before, now unlinked. */
  moved_from: z.nullable(z.string()),
});
export type LinkedAccountResponse = z.infer<typeof linkedAccountResponse>;
