/**
 * Guild roles that follow the site. The code that changes what a role depends on (a rank's plan
 * granted or taken back, a gym-leader seat, a staff role, a tournament sign-up or doubles team) calls
 * `queueRoleSync` in its transaction: for each mapped role of the scopes it touched, the account's
 * wanted state is read from the stored facts and a `discord_role` message (add or remove) queued.
 * Adding a role someone has, or removing one they lack, is harmless on Discord's side, so the
 * message says the wanted state rather than a difference we cannot see from here; the nightly
 * reconciliation (`discord/reconcile.ts`) compares with the guild itself. A message is about one
 * role of one member (its subject, `role:<user>:<role>`), and the worker sends the state wanted
 * when it sends (`roleWanted`), not the one queued: an add retried after a later removal removes.
 */
import { type SQL, sql } from 'drizzle-orm';
import { RANK_TARGETS } from '../../../shared/discord/roles';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** What a cause touched: every rank, the seat, staff, or one tournament's sign-up. */
export type RoleScope = 'ranks' | 'gym_leader' | 'staff' | { tournamentId: string };

/**
 * Who should hold which target, as `(user_id, target)` rows: `rank:<id>` while one of the
 * account's plans is held (from its grant or renewal until its take-back, the effect log),
 * `gym_leader` while it holds a seat, `staff` for staff and admins, `tournament:<id>` while
 * registered, alone or with a doubles team (the `tournament_entries` view holds both). A cancelled
 * cup gathers nobody, so its places give no role: cancelling takes it back from all, and the
 * nightly round never gives it. The one rule of what a member should hold: `wantedTargets` reads
 * one account's, the nightly round every account's (which members to ask Discord about). With
 * `forUser`, each part reads that account's rows only.
 */
export function wantedTargetRows(forUser?: string): SQL {
  const of = (column: SQL) =>
    forUser === undefined ? sql`${column} is not null` : sql`${column} = ${forUser}::uuid`;
  return sql`
    select p.user_id, 'rank:' || coalesce(pi.delivery_snapshot->>'rank', sp.rank) as target
      from purchases p
      join purchase_items pi on pi.purchase_id = p.id
      left join shop_products sp on sp.id = pi.catalog_item_id
     where ${of(sql`p.user_id`)}
       and coalesce(pi.delivery_snapshot->>'rank', sp.rank) is not null
       and exists (
         select 1 from purchase_effects on_
          where on_.purchase_id = p.id and on_.track like 'plan:%'
            and on_.seq > coalesce((select max(off_.seq) from purchase_effects off_
                                     where off_.purchase_id = p.id and off_.track = 'plan'), 0))
    union
    select pl.auth_user_id, 'gym_leader' from gym_leaders g join players pl on pl.id = g.player_id
     where ${of(sql`pl.auth_user_id`)}
    union
    select u.id, 'staff' from users u where ${of(sql`u.id`)} and u.role in ('staff', 'admin')
    union
    select e.user_id, 'tournament:' || e.tournament_id from tournament_entries e
      join tournaments t on t.id = e.tournament_id
     where ${of(sql`e.user_id`)} and e.status = 'registered' and t.status <> 'cancelled'`;
}

/** The targets the account should have (`wantedTargetRows`). */
export async function wantedTargets(db: Db | Tx, userId: string): Promise<Set<string>> {
  const result = await db.execute(sql`select target from (${wantedTargetRows(userId)}) wanted`);
  return new Set(rowsOf<{ target: string }>(result).map((r) => r.target));
}

/**
 * Whether the account should hold the guild role now: some target mapped to it is wanted. A role
 * no target maps any more is wanted by nobody. The outbox's worker asks this when it sends, so a
 * change retried after a later one does not undo it.
 */
export async function roleWanted(db: Db | Tx, userId: string, roleId: string): Promise<boolean> {
  const targets = rowsOf<{ target: string }>(
    await db.execute(sql`select target from discord_role_mappings where role_id = ${roleId}`),
  );
  if (targets.length === 0) return false;
  const wanted = await wantedTargets(db, userId);
  return targets.some((t) => wanted.has(t.target));
}

const targetsOf = (scope: RoleScope): string[] | string =>
  scope === 'ranks'
    ? [...RANK_TARGETS]
    : typeof scope === 'string'
      ? [scope]
      : `tournament:${scope.tournamentId}`;

/**
 * Whether any role is mapped in the scopes: one statement a sign-up batch runs before queueing
 * each player's roles, so a burst with no mapped role pays nothing per sign-up.
 */
export async function rolesMapped(tx: Db | Tx, ...scopes: RoleScope[]): Promise<boolean> {
  const targets = scopes.flatMap((scope) => targetsOf(scope));
  if (targets.length === 0) return false;
  const found = rowsOf<{ one: number }>(
    await tx.execute(sql`
      select 1 as one from discord_role_mappings where target in (${sql.join(
        targets.map((t) => sql`${t}`),
        sql`, `,
      )}) limit 1`),
  );
  return found.length > 0;
}

/**
 * Queues the account's wanted state of every mapped role in the scopes, in the caller's
 * transaction. An account nobody maps a role for, or none mapped in the scopes, queues nothing.
 */
export async function queueRoleSync(tx: Db | Tx, userId: string, ...scopes: RoleScope[]): Promise<void> {
  const targets = scopes.flatMap((scope) => targetsOf(scope));
  if (targets.length === 0) return;
  const mapped = rowsOf<{ target: string; role_id: string; discord_id: string }>(
    await tx.execute(sql`
      select m.target, m.role_id, u.discord_id from discord_role_mappings m, users u
       where u.id = ${userId}::uuid and m.target in (${sql.join(
         targets.map((t) => sql`${t}`),
         sql`, `,
       )})`),
  );
  if (mapped.length === 0) return;
  const wanted = await wantedTargets(tx, userId);
  for (const row of mapped) {
    await queueRoleChange(tx, {
      userId,
      discordUserId: row.discord_id,
      roleId: row.role_id,
      target: row.target,
      add: wanted.has(row.target),
    });
  }
}

/** One `discord_role` message: add or remove one role of one member. */
export async function queueRoleChange(
  tx: Db | Tx,
  change: { userId: string; discordUserId: string; roleId: string; target: string; add: boolean },
): Promise<void> {
  const payload = {
    user_id: change.userId,
    discord_user_id: change.discordUserId,
    role_id: change.roleId,
    target: change.target,
    action: change.add ? 'add' : 'remove',
  };
  await tx.execute(sql`
    insert into outbox_messages (kind, subject_id, payload)
    values ('discord_role', ${`role:${change.userId}:${change.roleId}`}, ${JSON.stringify(payload)}::jsonb)`);
}

/**
 * A mapping replaced or cleared: queues the removal of the old role from every member the bot gave
 * it (a `role:<user>:<role>` add Discord accepted), in the caller's transaction. A member another
 * target still gives the role keeps it: the worker sends the state wanted when it sends. Returns
 * how many members it queued for.
 */
export async function queueRoleTakeBack(tx: Db | Tx, oldRoleId: string, target: string): Promise<number> {
  const given = rowsOf<{ user_id: string; discord_id: string }>(
    await tx.execute(sql`
      select distinct u.id as user_id, u.discord_id from outbox_messages o
        join users u on u.id::text = o.payload->>'user_id'
       where o.kind = 'discord_role' and o.subject_id = 'role:' || u.id || ':' || ${oldRoleId}
         and o.status = 'sent' and o.payload->>'action' = 'add'
       order by u.id`),
  );
  for (const member of given) {
    await queueRoleChange(tx, {
      userId: member.user_id,
      discordUserId: member.discord_id,
      roleId: oldRoleId,
      target,
      add: false,
    });
  }
  return given.length;
}

/** A gym-leader seat changed hands: the seat's role follows both players' accounts. */
export async function queueSeatSync(tx: Db | Tx, playerIds: (string | null)[]): Promise<void> {
  for (const playerId of new Set(playerIds.filter((id): id is string => id !== null))) {
    const [player] = rowsOf<{ user_id: string | null }>(
      await tx.execute(sql`select auth_user_id as user_id from players where id = ${playerId}::uuid`),
    );
    if (player?.user_id) await queueRoleSync(tx, player.user_id, 'gym_leader');
  }
}
