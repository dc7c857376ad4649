/**
 * The outbox's messages: what they are, their states, and the console's view of the dead letters
 * and of what would have been sent (GET /api/staff/outbox).
 */
import * as z from 'zod/mini';
import { STAFF_NOTICE_KINDS } from '../staff/notifications';

/**
 * Staff notices go to the staff webhook; `discord_dm` is a player's notification sent on Discord,
 * `discord_role` a guild role the bot adds or removes.
 */
export const OUTBOX_KINDS = [...STAFF_NOTICE_KINDS, 'discord_dm', 'discord_role'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * `failed` is a dead letter (refused for good); `would_send` a message this server cannot send
 * (no Discord bot configured, as in demo mode), kept so staff see what would have gone out.
 */
export const OUTBOX_STATES = ['pending', 'sent', 'failed', 'would_send'] as const;

export const outboxMessageView = z.object({
  id: z.number(),
  kind: z.enum(OUTBOX_KINDS),
  status: z.enum(OUTBOX_STATES),
  /** What the message says (or would say). */
  text: z.string(),
  attempts: z.number(),
  last_error: z.nullable(z.string()),
  created_at: z.string(),
});
export type OutboxMessageView = z.infer<typeof outboxMessageView>;

/** GET /api/staff/outbox: the newest dead letters and "would send" entries. */
export const staffOutboxResponse = z.object({
  dead_letters: z.array(outboxMessageView),
  would_send: z.array(outboxMessageView),
});
export type StaffOutboxResponse = z.infer<typeof staffOutboxResponse>;
