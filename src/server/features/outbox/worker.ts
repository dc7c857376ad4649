/**
 * The outbox's workers claim due rows the same way: one `UPDATE … WHERE id IN (SELECT … FOR UPDATE
 * SKIP LOCKED)` that sets a claim deadline, so two instances never take the same row and a worker
 * that dies mid-send leaves the claim to expire. The staff webhook's worker is
 * `staff/notifier.ts`; this file settles the bot's messages: players' Discord messages
 * (`discord_dm`) and guild role changes (`discord_role`). Without DISCORD_BOT_TOKEN (demo mode)
 * nothing is sent: each message is marked `would_send`, which the console lists, so staff (and a
 * demo's visitor) see what would go out.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { plainDiscordText } from '../../../shared/discord/plain-text';
import type { OutboxKind } from '../../../shared/outbox/messages';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { outboxMessages, users } from '../../db/schema';
import { type BotOutcome, sendDirectMessage, setMemberRole } from '../../lib/discord-bot';
import { roleWanted } from './discord-roles';

type OutboxMessage = typeof outboxMessages.$inferSelect;

/** How long a claimed row is left to its worker before another may take it (a crash mid-send). */
const CLAIM_MS = 60_000;
const DM_BATCH = 50;
/** The console counts role changes failed with this: the bot lacks Manage Roles or sits too low. */
export const MISSING_PERMISSION = 'missing permission (Discord 403)';
export const OUTBOX_WORKER_INTERVAL_MS = 5_000;

/** Takes up to `limit` due rows of the given kinds for this worker (others skip them while claimed). */
export async function claimDue(
  db: Db,
  now: Date,
  limit: number,
  kinds: readonly OutboxKind[],
): Promise<OutboxMessage[]> {
  const until = new Date(now.getTime() + CLAIM_MS);
  const result = await db.execute(sql`
    update outbox_messages set claimed_until = ${until.toISOString()}::timestamptz
    where id in (
      select id from outbox_messages
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
        and kind in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})
        and (claimed_until is null or claimed_until <= ${now.toISOString()}::timestamptz)
        -- A role change waits while an earlier one of the same member and role is being sent by
        -- another worker, so the two cannot reach Discord in the wrong order.
        and not (kind = 'discord_role' and exists (
          select 1 from outbox_messages earlier
           where earlier.status = 'pending' and earlier.kind = 'discord_role'
             and earlier.subject_id = outbox_messages.subject_id and earlier.id < outbox_messages.id
             and earlier.claimed_until > ${now.toISOString()}::timestamptz))
      order by id
      limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = rowsOf<{ id: number | string }>(result).map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const rows = await db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
  return rows.sort((a, b) => a.id - b.id);
}

const MAX_BACKOFF_MS = 15 * 60_000;
/** 5 s, 10 s, 20 s… up to 15 minutes, for as long as Discord is down. */
const backoffMs = (attempts: number) => Math.min(MAX_BACKOFF_MS, 5_000 * 2 ** Math.max(0, attempts - 1));

/** A notification's lines as typed: Discord renders none of their markdown, mentions or links. */
const escapedLines = (text: string) => text.split('\n').map(plainDiscordText).join('\n');

type Settled =
  | BotOutcome
  /** No bot configured for it (demo mode): listed in the console as what would go out. */
  | { kind: 'would_send'; why: string };

async function sendDm(deps: Deps, message: OutboxMessage): Promise<Settled> {
  const { db } = deps.database;
  const [user] = await db
    .select({ discordId: users.discord_id, blockedAt: users.discord_dms_blocked_at })
    .from(users)
    .where(eq(users.id, String(message.payload.user_id)));
  if (!user) return { kind: 'refused', error: 'account deleted' };
  if (user.blockedAt) return { kind: 'dms_closed' };
  if (!deps.env.DISCORD_BOT_TOKEN) return { kind: 'would_send', why: 'no Discord bot configured' };
  return sendDirectMessage(deps, {
    discordUserId: user.discordId,
    content: escapedLines(String(message.payload.text ?? '')),
    nonce: `outbox-${message.id}`,
  });
}

/**
 * Sets the member's role to the state wanted now (`roleWanted`), which may differ from the one
 * queued: promoted then demoted, the add is retried after the removal went out, and must remove.
 * The row then says what was sent.
 */
async function applyRole(deps: Deps, message: OutboxMessage): Promise<Settled> {
  const { DISCORD_BOT_TOKEN: token, DISCORD_GUILD_ID: guildId } = deps.env;
  if (!token || !guildId) return { kind: 'would_send', why: 'no Discord bot or guild configured' };
  const roleId = String(message.payload.role_id);
  const add = await roleWanted(deps.database.db, String(message.payload.user_id), roleId);
  const action = add ? 'add' : 'remove';
  if (message.payload.action !== action) {
    await deps.database.db
      .update(outboxMessages)
      .set({ payload: { ...message.payload, action } })
      .where(eq(outboxMessages.id, message.id));
  }
  return setMemberRole(deps, {
    guildId,
    discordUserId: String(message.payload.discord_user_id),
    roleId,
    add,
  });
}

async function settle(deps: Deps, message: OutboxMessage, outcome: Settled): Promise<void> {
  const { db } = deps.database;
  const now = deps.now();
  const attempts = message.attempts + 1;
  const set = (values: Partial<OutboxMessage>) =>
    db
      .update(outboxMessages)
      .set({ claimed_until: null, ...values })
      .where(eq(outboxMessages.id, message.id));
  switch (outcome.kind) {
    case 'sent':
      return void (await set({ status: 'sent', sent_at: now, attempts, last_error: null }));
    case 'would_send':
      return void (await set({ status: 'would_send', last_error: outcome.why }));
    case 'rate_limited':
      return void (await set({
        next_attempt_at: new Date(now.getTime() + outcome.retryAfterMs),
        last_error: 'rate limited by Discord',
      }));
    case 'retry':
      return void (await set({
        attempts,
        next_attempt_at: new Date(now.getTime() + backoffMs(attempts)),
        last_error: outcome.error,
      }));
    case 'dms_closed':
      // They closed their DMs: stop trying until they re-enable Discord messages.
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ discord_dms_blocked_at: now })
          .where(and(eq(users.id, String(message.payload.user_id)), isNull(users.discord_dms_blocked_at)));
        await tx
          .update(outboxMessages)
          .set({
            status: 'failed',
            claimed_until: null,
            attempts,
            last_error: 'direct messages closed (Discord 50007)',
          })
          .where(eq(outboxMessages.id, message.id));
      });
      return;
    case 'missing_permission':
      return void (await set({ status: 'failed', attempts, last_error: MISSING_PERMISSION }));
    case 'refused':
      deps.logger.warn({ message: message.id, error: outcome.error }, 'Discord refused a message');
      return void (await set({ status: 'failed', attempts, last_error: outcome.error }));
  }
}

/**
 * One pass over due Discord messages (players' DMs and guild roles), in order. Without a bot each
 * becomes a `would_send` entry. A 429 puts the rest of the batch off until Discord's
 * `retry_after`. Returns how many were settled.
 */
export async function deliverDiscordMessages(deps: Deps): Promise<number> {
  const claimed = await claimDue(deps.database.db, deps.now(), DM_BATCH, ['discord_dm', 'discord_role']);
  let pausedMs: number | null = null;
  for (const message of claimed) {
    if (pausedMs !== null) {
      await settle(deps, message, { kind: 'rate_limited', retryAfterMs: pausedMs });
      continue;
    }
    const outcome =
      message.kind === 'discord_dm' ? await sendDm(deps, message) : await applyRole(deps, message);
    if (outcome.kind === 'rate_limited') pausedMs = outcome.retryAfterMs;
    await settle(deps, message, outcome);
  }
  return claimed.length;
}

/** Settles the bot's messages on a timer; every instance may run it. Returns the stop function. */
export function startOutboxWorker(deps: Deps, intervalMs = OUTBOX_WORKER_INTERVAL_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverDiscordMessages(deps)
      .catch((err) => deps.logger.warn({ err }, 'outbox pass failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
