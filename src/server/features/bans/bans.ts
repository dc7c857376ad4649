/**
 * Bans: staff ban a player with a reason and an optional end and lift a ban with a reason; features
 * refuse a banned player with `assertNotBanned`. Whether a ban holds is the shared `isBanActive`, read
 * over the player's unlifted bans (a handful at most), so the server, the browser and the game
 * server's list agree. Each ban and lift queues a command for the game server in the same
 * transaction (decision 001: the fact is stored, its effect is delivered once, in order per player);
 * so does the end of a timed ban that runs out, once, when `recordEndedBans` notes it.
 */
import { and, asc, desc, eq, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { BanView } from '../../../shared/bans/api';
import type { BanCreate } from '../../../shared/bans/console/requests';
import { banMessage, isBanActive } from '../../../shared/bans/rule';
import { estDateTime } from '../../../shared/tournaments/time';
import type { Deps, SessionUser } from '../../context';
import type { Db, Tx } from '../../db/client';
import { banAppeals, bans, players } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { batchedPerTurn } from '../../lib/turn-batch';
import { queueDelivery } from '../bridge';
import { notifyPlayer } from '../notifications';
import { auditAs, type LiftAppealedBan } from '../staff';

type BanRow = typeof bans.$inferSelect;
type PlayerRow = Pick<typeof players.$inferSelect, 'id' | 'username' | 'mc_username' | 'uuid'>;

const MAX_RESULTS = 20;
const MAX_LISTED = 200;

const playerColumns = {
  id: players.id,
  username: players.username,
  mc_username: players.mc_username,
  uuid: players.uuid,
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function view(row: BanRow, player: PlayerRow, now: Date): BanView {
  return {
    id: row.id,
    player: { id: player.id, name: player.username, minecraft_name: player.mc_username },
    reason: row.reason,
    starts_at: row.starts_at.toISOString(),
    ends_at: iso(row.ends_at),
    banned_by: row.banned_by_name,
    lifted_at: iso(row.lifted_at),
    lifted_by: row.lifted_by_name,
    lift_reason: row.lift_reason,
    active: isBanActive(row, now),
  };
}

/** The player's ban that holds now, if any (db or a transaction). */
async function activeBanOfPlayer(db: Db | Tx, playerId: string, now: Date): Promise<BanRow | null> {
  const rows = await db
    .select()
    .from(bans)
    .where(and(eq(bans.player_id, playerId), isNull(bans.lifted_at)))
    .orderBy(desc(bans.starts_at));
  return rows.find((row) => isBanActive(row, now)) ?? null;
}

/** The signed-in account's ban that holds now, if any. */
export async function activeBanOfUser(db: Db, userId: string, now: Date): Promise<BanRow | null> {
  const [player] = await db.select({ id: players.id }).from(players).where(eq(players.auth_user_id, userId));
  return player ? activeBanOfPlayer(db, player.id, now) : null;
}

/**
 * The unlifted bans of each account asked for (one statement for the accounts of one event-loop
 * turn, so a burst of sign-ups does not look its bans up one by one); one list per account.
 */
async function unliftedBansOfUsers(db: Db, userIds: string[]) {
  const rows = await db
    .select({ user_id: players.auth_user_id, ban: bans })
    .from(players)
    .innerJoin(bans, eq(bans.player_id, players.id))
    .where(and(inArray(players.auth_user_id, [...new Set(userIds)]), isNull(bans.lifted_at)))
    .orderBy(desc(bans.starts_at));
  return userIds.map((userId) => ({
    ok: true as const,
    value: rows.flatMap((row) => (row.user_id === userId ? [row.ban] : [])),
  }));
}

const banLookUps = new WeakMap<Db, (userId: string) => Promise<BanRow[]>>();
function unliftedBans(db: Db, userId: string): Promise<BanRow[]> {
  let lookUp = banLookUps.get(db);
  if (!lookUp) {
    lookUp = batchedPerTurn((userIds: string[]) => unliftedBansOfUsers(db, userIds));
    banLookUps.set(db, lookUp);
  }
  return lookUp(userId);
}

/** 403 "You are banned until …: reason" for a banned account; what sign-ups, forms and checkout call. */
export async function assertNotBanned(db: Db, userId: string, now: Date): Promise<void> {
  const ban = (await unliftedBans(db, userId)).find((row) => isBanActive(row, now));
  if (ban) throw new AppError(403, 'banned', banMessage({ reason: ban.reason, ends_at: iso(ban.ends_at) }));
}

export async function listBans(db: Db, now: Date, playerId?: string): Promise<BanView[]> {
  const rows = await db
    .select({ ban: bans, player: playerColumns })
    .from(bans)
    .innerJoin(players, eq(players.id, bans.player_id))
    .where(playerId ? eq(bans.player_id, playerId) : undefined)
    .orderBy(desc(bans.starts_at), desc(bans.id))
    .limit(MAX_LISTED);
  const views = rows.map((r) => view(r.ban, r.player, now));
  return [...views.filter((b) => b.active), ...views.filter((b) => !b.active)];
}

/** `%`, `_` and `\` typed by staff are matched as themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchPlayers(db: Db, q: string, now: Date) {
  if (!q) return [];
  const pattern = likeText(q);
  const found = await db
    .select(playerColumns)
    .from(players)
    .where(or(ilike(players.username, pattern), ilike(players.mc_username, pattern)))
    .orderBy(asc(players.username), asc(players.id))
    .limit(MAX_RESULTS);
  const unlifted = found.length
    ? await db
        .select()
        .from(bans)
        .where(
          and(
            inArray(
              bans.player_id,
              found.map((p) => p.id),
            ),
            isNull(bans.lifted_at),
          ),
        )
    : [];
  return found.map((p) => ({
    id: p.id,
    name: p.username,
    minecraft_name: p.mc_username,
    banned: unlifted.some((b) => b.player_id === p.id && isBanActive(b, now)),
  }));
}

/** Minecraft names are [A-Za-z0-9_]; a reason is one line of plain words in a console command. */
const safeName = (name: string | null) => (name && /^[A-Za-z0-9_]{1,16}$/.test(name) ? name : null);
const oneLine = (text: string) =>
  text
    .replace(/[^\p{L}\p{N} .,:;!?'()_-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The game server's command for a ban or its lift, in step order per player: the n-th ban of a
 * player is step 2n-1, its lift step 2n, so a lift never runs before its ban nor a new ban before
 * the last lift. The order is kept per Minecraft account, which its bans follow from row to row
 * (account linking). Players without a linked Minecraft account get none (they cannot join anyway).
 */
async function queueBanCommand(tx: Tx, player: PlayerRow, ban: BanRow, kind: 'ban' | 'lift', now: Date) {
  const name = safeName(player.mc_username);
  if (!player.uuid || !name) return;
  // Two bans can hold at once after a Minecraft account's bans joined a banned account's (account
  // linking): the pardon waits for the last of them.
  if (kind === 'lift' && (await activeBanOfPlayer(tx, player.id, now))) return;
  const [earlier] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bans)
    .where(
      and(
        eq(bans.player_id, player.id),
        sql`(${bans.starts_at}, ${bans.id}) <= (${ban.starts_at}, ${ban.id})`,
      ),
    );
  const n = earlier?.n ?? 1;
  const until = ban.ends_at ? ` (until ${estDateTime(ban.ends_at.toISOString())})` : '';
  await queueDelivery(tx, {
    idempotencyKey: `ban:${ban.id}:${kind}`,
    playerUuid: player.uuid,
    command: kind === 'ban' ? `ban ${name} ${oneLine(ban.reason)}${until}` : `pardon ${name}`,
    requireOnline: false,
    source: `ban:${ban.id}`,
    sequence: { key: `ban:${player.uuid}`, step: kind === 'ban' ? 2 * n - 1 : 2 * n },
  });
}

const playerLabel = (p: PlayerRow) => (p.mc_username ? `${p.username} (${p.mc_username})` : p.username);

/** Ends recorded per sweep round; a larger backlog is taken up by the next rounds. */
const MAX_ENDS_PER_ROUND = 200;

/**
 * Notes the end of timed bans that ran out unlifted (of one player, or of everyone): the game
 * server's `ban` is permanent, so each gets its pardon (the same delivery, key and step a lift
 * would have had) and an audit row by the server itself, once. Claiming a ban is one conditional
 * update: of two instances (or a sweep and a new ban of the player) the second finds it recorded.
 */
export async function recordEndedBans(tx: Tx, now: Date, playerId?: string): Promise<number> {
  // Not lifted and its end reached: what `isBanActive` calls over, in the index's terms.
  const unrecordedEnd = and(
    isNull(bans.lifted_at),
    isNull(bans.end_recorded_at),
    lte(bans.ends_at, now),
    playerId ? eq(bans.player_id, playerId) : undefined,
  );
  const due = tx
    .select({ id: bans.id })
    .from(bans)
    .where(unrecordedEnd)
    .orderBy(asc(bans.ends_at))
    .limit(MAX_ENDS_PER_ROUND);
  const ended = await tx
    .update(bans)
    .set({ end_recorded_at: now })
    .where(and(inArray(bans.id, due), unrecordedEnd))
    .returning();
  if (ended.length === 0) return 0;
  const owners = await tx
    .select(playerColumns)
    .from(players)
    .where(
      inArray(
        players.id,
        ended.map((ban) => ban.player_id),
      ),
    );
  for (const ban of ended) {
    const player = owners.find((p) => p.id === ban.player_id)!;
    await auditAs(null)(tx, {
      action: 'player.ban_end',
      targetType: 'player',
      targetId: player.id,
      after: {
        player: playerLabel(player),
        reason: ban.reason,
        ended_at: iso(ban.ends_at),
        source: 'end date reached',
      },
    });
    await queueBanCommand(tx, player, ban, 'lift', now);
  }
  return ended.length;
}

export async function createBan(db: Db, actor: SessionUser, input: BanCreate, now: Date): Promise<BanView> {
  const endsAt = input.ends_at ? new Date(input.ends_at) : null;
  if (endsAt && endsAt.getTime() <= now.getTime()) {
    throw new AppError(400, 'validation_failed', 'The end must be in the future.', {
      ends_at: ['The end must be in the future.'],
    });
  }
  return db.transaction(async (tx) => {
    // The player's row is the lock that keeps one active ban per player.
    const [player] = await tx
      .select(playerColumns)
      .from(players)
      .where(eq(players.id, input.player_id))
      .for('update');
    if (!player) throw notFound('No such player.');
    // A ban of theirs that ran out since the last sweep gets its pardon first, so the game server
    // never runs that pardon after this new ban.
    await recordEndedBans(tx, now, player.id);
    const current = await activeBanOfPlayer(tx, player.id, now);
    if (current) {
      throw new AppError(
        409,
        'already_banned',
        `${playerLabel(player)} is already banned: lift that ban first.`,
      );
    }
    const [row] = await tx
      .insert(bans)
      .values({
        player_id: player.id,
        reason: input.reason.trim(),
        starts_at: now,
        ends_at: endsAt,
        banned_by: actor.id,
        banned_by_name: actor.discord_username,
      })
      .returning();
    const ban = row!;
    await auditAs(actor)(tx, {
      action: 'player.ban',
      targetType: 'player',
      targetId: player.id,
      after: { player: playerLabel(player), reason: ban.reason, ends_at: iso(ban.ends_at) },
    });
    await queueBanCommand(tx, player, ban, 'ban', now);
    const until = ban.ends_at ? `until ${estDateTime(ban.ends_at.toISOString())}` : 'with no end date';
    await notifyPlayer(tx, player.id, {
      kind: 'ban_changed',
      causeId: `ban:${ban.id}`,
      title: `You are banned ${until}`,
      body: `Reason: ${ban.reason}. You may appeal the ban.`,
      link: '/appeal-bans',
    });
    return view(ban, player, now);
  });
}

/** Lifts a ban that holds now; what the console's Unban and an accepted appeal's "Lift the ban too" do. */
export async function liftBan(
  db: Db | Tx,
  actor: SessionUser,
  banId: string,
  reason: string,
  now: Date,
): Promise<BanView> {
  const run = async (tx: Tx) => {
    const [current] = await tx.select().from(bans).where(eq(bans.id, banId)).for('update');
    if (!current) throw notFound('No such ban.');
    const [player] = await tx.select(playerColumns).from(players).where(eq(players.id, current.player_id));
    if (!isBanActive(current, now)) {
      throw new AppError(409, 'ban_not_active', 'This ban is already lifted or over.');
    }
    const [row] = await tx
      .update(bans)
      .set({
        lifted_at: now,
        lifted_by: actor.id,
        lifted_by_name: actor.discord_username,
        lift_reason: reason.trim(),
      })
      .where(eq(bans.id, banId))
      .returning();
    const ban = row!;
    await auditAs(actor)(tx, {
      action: 'player.unban',
      targetType: 'player',
      targetId: player!.id,
      before: { player: playerLabel(player!), reason: current.reason, ends_at: iso(current.ends_at) },
      after: { player: playerLabel(player!), lift_reason: ban.lift_reason },
    });
    await queueBanCommand(tx, player!, ban, 'lift', now);
    await notifyPlayer(tx, player!.id, {
      kind: 'ban_changed',
      causeId: `unban:${ban.id}`,
      title: 'Your ban was lifted',
      body: ban.lift_reason ? `Reason: ${ban.lift_reason}.` : '',
      link: null,
    });
    return view(ban, player!, now);
  };
  // Inside a caller's transaction this is a savepoint: the lift commits with the caller's change.
  return (db as Db).transaction(run);
}

/**
 * "Lift the ban too" when staff accept a ban appeal: inside the review's transaction, lifts the
 * submitter's active ban with the appeal as the reason; 409 when no ban holds, so nothing changes.
 */
export function liftAppealedBan(deps: Deps): LiftAppealedBan {
  return async (tx, actor, appealId) => {
    const now = deps.now();
    const [appeal] = await tx
      .select({ user_id: banAppeals.user_id })
      .from(banAppeals)
      .where(eq(banAppeals.id, appealId));
    const [player] = appeal
      ? await tx.select({ id: players.id }).from(players).where(eq(players.auth_user_id, appeal.user_id))
      : [];
    const ban = player ? await activeBanOfPlayer(tx, player.id, now) : null;
    if (!ban) throw new AppError(409, 'ban_not_active', 'The player who sent this appeal is not banned now.');
    await liftBan(tx, actor, ban.id, 'Ban appeal accepted', now);
  };
}
