/**
 * Support's side of account linking: staff find a site account and link or unlink its Minecraft
 * account with the same rules as the in-game link (`assignMinecraftAccount`). Audited with the
 * account's and the Minecraft account's names.
 */
import { asc, eq, ilike, or } from 'drizzle-orm';
import type { LinkedAccount, LinkedAccountResponse } from '../../../../shared/account-link/console/api';
import type { StaffLink } from '../../../../shared/account-link/console/requests';
import type { SessionUser } from '../../../context';
import type { Db, Tx } from '../../../db/client';
import { players, users } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import { auditAs } from '../../staff';
import { assignMinecraftAccount, releaseMinecraftAccount } from '../account-link';

const MAX_RESULTS = 20;

const columns = {
  user_id: users.id,
  discord_username: users.discord_username,
  mc_username: players.mc_username,
  mc_uuid: players.uuid,
};

/** `%`, `_` and `\` typed by staff are matched as themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchAccounts(db: Db, q: string): Promise<LinkedAccount[]> {
  const pattern = likeText(q);
  return db
    .select(columns)
    .from(users)
    .leftJoin(players, eq(players.auth_user_id, users.id))
    .where(or(ilike(users.discord_username, pattern), ilike(players.mc_username, pattern)))
    .orderBy(asc(users.discord_username), asc(users.id))
    .limit(MAX_RESULTS);
}

async function lockAccount(tx: Tx, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('No such account.');
  const [player] = await tx.select().from(players).where(eq(players.auth_user_id, userId)).for('update');
  if (!player)
    throw new AppError(
      409,
      'no_player',
      `@${user.discord_username} has no player profile yet: they must sign in once.`,
    );
  return { user, player };
}

async function readAccount(tx: Tx, userId: string): Promise<LinkedAccount> {
  const [row] = await tx
    .select(columns)
    .from(users)
    .leftJoin(players, eq(players.auth_user_id, users.id))
    .where(eq(users.id, userId));
  return row!;
}

export async function linkAccount(
  db: Db,
  actor: SessionUser,
  userId: string,
  link: StaffLink,
): Promise<LinkedAccountResponse> {
  return db.transaction(async (tx) => {
    const { user, player } = await lockAccount(tx, userId);
    const [holder] = await tx
      .select({ name: users.discord_username })
      .from(players)
      .innerJoin(users, eq(users.id, players.auth_user_id))
      .where(eq(players.uuid, link.player_uuid));
    const movedFrom = holder && holder.name !== user.discord_username ? holder.name : null;
    await assignMinecraftAccount(tx, actor, player, link.player_uuid, link.player_name);
    await auditAs(actor)(tx, {
      action: 'player.link',
      targetType: 'user',
      targetId: user.id,
      before: { discord_username: user.discord_username, minecraft: player.mc_username, uuid: player.uuid },
      after: {
        discord_username: user.discord_username,
        minecraft: link.player_name,
        uuid: link.player_uuid,
        ...(movedFrom ? { moved_from: `@${movedFrom}` } : {}),
      },
    });
    return { account: await readAccount(tx, user.id), moved_from: movedFrom };
  });
}

export async function unlinkAccount(
  db: Db,
  actor: SessionUser,
  userId: string,
): Promise<LinkedAccountResponse> {
  return db.transaction(async (tx) => {
    const { user, player } = await lockAccount(tx, userId);
    if (!player.uuid)
      throw new AppError(409, 'not_linked', `@${user.discord_username} has no Minecraft account linked.`);
    await releaseMinecraftAccount(tx, actor, player);
    await auditAs(actor)(tx, {
      action: 'player.unlink',
      targetType: 'user',
      targetId: user.id,
      before: { discord_username: user.discord_username, minecraft: player.mc_username, uuid: player.uuid },
      after: { discord_username: user.discord_username, minecraft: null, uuid: null },
    });
    return { account: await readAccount(tx, user.id), moved_from: null };
  });
}
