/**
 * Linking a Minecraft account to a site account with a code shown on the site and typed in game.
 *
 * Rule for an account that is already linked elsewhere: the Minecraft account moves to the site
 * account that most recently proved ownership in game. The previous site account is unlinked, and
 * a Minecraft account that a site account leaves keeps an in-game-only player row, so its ladder
 * history keeps a name.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import { isBanActive } from '../../../shared/bans/rule';
import { linkCodeFromBytes, linkCommand } from '../../../shared/bridge/link-code';
import type { LinkBeginResponse, LinkStatusResponse } from '../../../shared/bridge/link-dialog';
import { LINK_CODE_KEPT_AFTER_EXPIRY_HOURS } from '../../../shared/site/retention';
import type { Deps } from '../../context';
import type { Db, Tx } from '../../db/client';
import { bans, gymLeaders, linkCodes, players, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { clearStaleName } from '../players';
import { type Actor, auditAs } from '../staff';

function newCode(): string {
  const bytes = randomBytes(64);
  let i = 0;
  return linkCodeFromBytes(() => {
    if (i >= bytes.length) return randomBytes(1)[0]!;
    return bytes[i++]!;
  });
}

export async function beginLink(deps: Deps, userId: string): Promise<LinkBeginResponse> {
  const { db } = deps.database;
  await consumeRateLimit(
    db,
    `link-begin:${userId}`,
    10,
    600,
    'Too many link codes. Please wait a few minutes.',
  );
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.env.LINK_CODE_TTL_MINUTES * 60_000);
  // A new code replaces the user's earlier unused ones.
  await db
    .update(linkCodes)
    .set({ expires_at: now })
    .where(and(eq(linkCodes.user_id, userId), isNull(linkCodes.used_at), gt(linkCodes.expires_at, now)));
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newCode();
    const inserted = await db
      .insert(linkCodes)
      .values({ code, user_id: userId, expires_at: expiresAt })
      .onConflictDoNothing()
      .returning({ code: linkCodes.code });
    if (inserted.length > 0) {
      return {
        code,
        command: linkCommand(code),
        expires_at: expiresAt.toISOString(),
        expires_in_seconds: deps.env.LINK_CODE_TTL_MINUTES * 60,
      };
    }
  }
  throw new Error('could not find a free link code');
}

/**
 * Deletes used and unused codes LINK_CODE_KEPT_AFTER_EXPIRY_HOURS past their expiry (they name the
 * account and the Minecraft player); until then a link page left open still reads `expired` or
 * `linked` instead of `unknown`. Returns how many went.
 */
export async function purgeExpiredLinkCodes(deps: Pick<Deps, 'now'>, db: Db): Promise<number> {
  const before = new Date(deps.now().getTime() - LINK_CODE_KEPT_AFTER_EXPIRY_HOURS * 60 * 60_000);
  const removed = await db
    .delete(linkCodes)
    .where(lt(linkCodes.expires_at, before))
    .returning({ code: linkCodes.code });
  return removed.length;
}

export async function linkStatus(deps: Deps, userId: string, code: string): Promise<LinkStatusResponse> {
  const { db } = deps.database;
  const [row] = await db
    .select({ used_at: linkCodes.used_at, expires_at: linkCodes.expires_at })
    .from(linkCodes)
    .where(and(eq(linkCodes.code, code), eq(linkCodes.user_id, userId)))
    .limit(1);
  if (!row) return { state: 'unknown', mc_username: null };
  if (row.used_at) {
    const [player] = await db
      .select({ mc_username: players.mc_username })
      .from(players)
      .where(eq(players.auth_user_id, userId))
      .limit(1);
    return { state: 'linked', mc_username: player?.mc_username ?? null };
  }
  if (row.expires_at <= deps.now()) return { state: 'expired', mc_username: null };
  return { state: 'pending', mc_username: null };
}

export interface CompleteLinkInput {
  code: string;
  player_uuid: string;
  player_name: string;
}

/**
 * Link completions per Minecraft account and window, wrong codes included: codes are short, and the
 * game server's own limit counts all its players together, so without this one player could try
 * codes until they took over someone's pending link (and the purchases delivered to it).
 */
const LINK_ATTEMPTS_PER_PLAYER = 5;
const LINK_ATTEMPT_WINDOW_SECONDS = 10 * 60;

export async function completeLink(deps: Deps, input: CompleteLinkInput) {
  await consumeRateLimit(
    deps.database.db,
    // The uuid in any case is the same Minecraft account.
    `link-complete:${input.player_uuid.toLowerCase()}`,
    LINK_ATTEMPTS_PER_PLAYER,
    LINK_ATTEMPT_WINDOW_SECONDS,
    'Too many link attempts. Wait a few minutes, then check the code on the website.',
  );
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const [code] = await tx
      .select()
      .from(linkCodes)
      .where(eq(linkCodes.code, input.code))
      .for('update')
      .limit(1);
    if (!code) {
      throw new AppError(
        404,
        'unknown_code',
        'This link code does not exist. Check the code on the website.',
      );
    }
    if (code.used_at)
      throw new AppError(
        409,
        'code_used',
        'This link code has already been used. Ask the website for a new one.',
      );
    if (code.expires_at <= now)
      throw new AppError(410, 'code_expired', 'This link code has expired. Ask the website for a new one.');

    const [mine] = await tx
      .select()
      .from(players)
      .where(eq(players.auth_user_id, code.user_id))
      .for('update')
      .limit(1);
    if (!mine)
      throw new AppError(404, 'no_player', 'This site account has no player profile yet. Sign in again.');
    if (mine.uuid && mine.uuid !== input.player_uuid.toLowerCase()) {
      // Bans go with the Minecraft account they leave: a banned account may not swap its way out.
      const held = await tx
        .select()
        .from(bans)
        .where(and(eq(bans.player_id, mine.id), isNull(bans.lifted_at)));
      if (held.some((ban) => isBanActive(ban, now)))
        throw new AppError(
          403,
          'banned',
          'This site account is banned: it cannot link another Minecraft account until the ban ends.',
        );
    }
    const [user] = await tx
      .select({ name: users.discord_username })
      .from(users)
      .where(eq(users.id, code.user_id));

    const movedFromOtherAccount = await assignMinecraftAccount(
      tx,
      null,
      mine,
      input.player_uuid,
      input.player_name,
    );
    await tx
      .update(linkCodes)
      .set({ used_at: now, player_uuid: input.player_uuid })
      .where(eq(linkCodes.code, code.code));
    deps.logger.info({ userId: code.user_id, movedFromOtherAccount }, 'minecraft account linked');
    return {
      linked: true as const,
      site_username: user?.name ?? mine.username,
      moved_from_other_account: movedFromOtherAccount,
    };
  });
}

type PlayerRow = typeof players.$inferSelect;

const playerLabel = (p: Pick<PlayerRow, 'username' | 'mc_username'>) =>
  p.mc_username && p.mc_username !== p.username ? `${p.username} (${p.mc_username})` : p.username;

/**
 * What hangs on a Minecraft account follows it from one player row to another, in the caller's
 * transaction: its bans (so the game server's list keeps them and a lift still queues the pardon)
 * and its gym leader seat (a leader without a uuid is hidden). Bans already on `to` stay there, so
 * when both rows were banned the surviving row keeps both; the move is audited by name. A seat
 * moves only to a row without one.
 */
async function moveWithMinecraftAccount(
  tx: Tx,
  actor: Actor,
  from: PlayerRow,
  to: Pick<PlayerRow, 'id' | 'username'>,
  minecraftName: string | null,
): Promise<void> {
  const moved = await tx
    .update(bans)
    .set({ player_id: to.id })
    .where(eq(bans.player_id, from.id))
    .returning({ id: bans.id });
  if (moved.length > 0) {
    await auditAs(actor)(tx, {
      action: 'player.bans_moved',
      targetType: 'player',
      targetId: to.id,
      before: { player: playerLabel(from), bans: moved.length },
      after: {
        player: playerLabel({ username: to.username, mc_username: minecraftName }),
        bans: moved.length,
      },
    });
  }
  const [seat] = await tx
    .select({ id: gymLeaders.id })
    .from(gymLeaders)
    .where(eq(gymLeaders.player_id, to.id));
  if (!seat) await tx.update(gymLeaders).set({ player_id: to.id }).where(eq(gymLeaders.player_id, from.id));
}

/**
 * Gives the site account's player (`mine`, locked by the caller) the Minecraft account, with the
 * rule in this file's header: another site account that held it is unlinked; a player known only in
 * game is merged into `mine`; the account `mine` leaves keeps an in-game-only row. Bans and the gym
 * leader seat follow the Minecraft account each way (`moveWithMinecraftAccount`). Answers whether
 * another site account lost it. The player's own linking (a code typed in game, `actor` null: the
 * server) and staff's console link both go through here.
 */
export async function assignMinecraftAccount(
  tx: Tx,
  actor: Actor,
  mine: PlayerRow,
  playerUuid: string,
  playerName: string,
): Promise<boolean> {
  let movedFromOtherAccount = false;
  if (mine.uuid !== playerUuid) {
    // First what `mine` leaves goes with its old Minecraft account, so only what comes with the new
    // one lands on `mine`.
    if (mine.uuid) await releaseMinecraftAccount(tx, actor, mine);
    const [holder] = await tx
      .select()
      .from(players)
      .where(and(eq(players.uuid, playerUuid), ne(players.id, mine.id)))
      .for('update')
      .limit(1);
    if (holder?.auth_user_id) {
      // Another site account held it: that account is unlinked.
      movedFromOtherAccount = true;
      await tx.update(players).set({ uuid: null, mc_username: null }).where(eq(players.id, holder.id));
      await moveWithMinecraftAccount(tx, actor, holder, mine, playerName);
    } else if (holder) {
      // Known only in game until now: the account takes over that player's place.
      await moveWithMinecraftAccount(tx, actor, holder, mine, playerName);
      await tx.delete(players).where(eq(players.id, holder.id));
    }
  }
  await clearStaleName(tx, playerUuid, playerName);
  await tx.update(players).set({ uuid: playerUuid, mc_username: playerName }).where(eq(players.id, mine.id));
  return movedFromOtherAccount;
}

/**
 * The site account's player leaves its Minecraft account; the Minecraft account keeps an
 * in-game-only player row, so its ladder history keeps a name, and its bans and gym leader seat
 * go with it.
 */
export async function releaseMinecraftAccount(tx: Tx, actor: Actor, mine: PlayerRow): Promise<void> {
  if (!mine.uuid) return;
  await tx.update(players).set({ uuid: null, mc_username: null }).where(eq(players.id, mine.id));
  const username = mine.mc_username ?? mine.username;
  const [kept] = await tx
    .insert(players)
    .values({ uuid: mine.uuid, username, mc_username: mine.mc_username })
    .returning({ id: players.id, username: players.username });
  await moveWithMinecraftAccount(tx, actor, mine, kept!, mine.mc_username);
}
