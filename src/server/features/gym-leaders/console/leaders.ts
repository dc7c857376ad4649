/**
 * Gym leaders as staff manage them: the list with each leader's earnings (the shop's ledger
 * totals), create and edit with an optional player link, each change audited in its transaction.
 * Writes to gym_leaders fire the gym_leaders live topic, which retires the public cached lists.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { LeaderCreate, LeaderUpdate } from '../../../../shared/gym-leaders/console/leader-requests';
import type { StaffLeader } from '../../../../shared/gym-leaders/console/leaders-api';
import { UUID_PATTERN } from '../../../../shared/ids';
import type { SessionUser } from '../../../context';
import type { Db, Tx } from '../../../db/client';
import { gymLeaders, players } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import { queueSeatSync } from '../../outbox';
import { leaderTotals } from '../../shop';
import { auditAs } from '../../staff';

/** More leaders than this would be a data problem, not a page; the list stays bounded anyway. */
const LEADER_LIST_LIMIT = 500;

const fieldError = (field: string, message: string) =>
  new AppError(400, 'invalid_input', 'Some fields need your attention.', { [field]: [message] });

async function leaderRows(db: Db, id?: string) {
  return db
    .select({
      id: gymLeaders.id,
      display_name: gymLeaders.display_name,
      element: gymLeaders.element,
      status: gymLeaders.status,
      player_id: players.id,
      username: players.username,
      mc_username: players.mc_username,
      uuid: players.uuid,
    })
    .from(gymLeaders)
    .leftJoin(players, eq(players.id, gymLeaders.player_id))
    .where(id ? eq(gymLeaders.id, id) : undefined)
    .orderBy(asc(gymLeaders.display_name), asc(gymLeaders.id))
    .limit(LEADER_LIST_LIMIT);
}

type LeaderRow = Awaited<ReturnType<typeof leaderRows>>[number];

async function toView(db: Db, row: LeaderRow, now: Date): Promise<StaffLeader> {
  const { player_id, username, mc_username, uuid, ...leader } = row;
  return {
    ...leader,
    player: player_id && username ? { id: player_id, username, mc_username, uuid } : null,
    public: uuid !== null,
    earnings: await leaderTotals(db, leader.id, now),
  };
}

export async function listLeaders(db: Db, now: Date): Promise<StaffLeader[]> {
  const rows = await leaderRows(db);
  return Promise.all(rows.map((row) => toView(db, row, now)));
}

/** `id` is a uuid: the routes check the path's with pathId. */
export async function readLeader(db: Db, id: string, now: Date): Promise<StaffLeader> {
  const [row] = await leaderRows(db, id);
  if (!row) throw notFound('No such gym leader.');
  return toView(db, row, now);
}

/** The player a form names (a player id, or a Minecraft name in any case), free of other leaders. */
async function resolvePlayer(tx: Tx, text: string, leaderId: string | null): Promise<string> {
  const found = await tx
    .select({ id: players.id, leader: gymLeaders.id })
    .from(players)
    .leftJoin(gymLeaders, eq(gymLeaders.player_id, players.id))
    .where(
      UUID_PATTERN.test(text)
        ? eq(players.id, text.toLowerCase())
        : sql`lower(${players.mc_username}) = lower(${text})`,
    )
    .limit(2);
  if (found.length === 0) throw fieldError('player', `No player matches "${text}".`);
  if (found.length > 1) throw fieldError('player', `Several players match "${text}"; use the player id.`);
  const [match] = found;
  if (match!.leader && match!.leader !== leaderId) {
    throw fieldError('player', 'That player is already linked to another gym leader.');
  }
  return match!.id;
}

export async function createLeader(db: Db, actor: SessionUser, input: LeaderCreate): Promise<string> {
  return db.transaction(async (tx) => {
    const playerId = input.player ? await resolvePlayer(tx, input.player, null) : null;
    const values = {
      display_name: input.display_name,
      element: input.element,
      status: input.status,
      player_id: playerId,
    };
    const [created] = await tx.insert(gymLeaders).values(values).returning({ id: gymLeaders.id });
    await queueSeatSync(tx, [playerId]);
    await auditAs(actor)(tx, {
      action: 'gym_leader.create',
      targetType: 'gym_leader',
      targetId: created!.id,
      after: values,
    });
    return created!.id;
  });
}

/** Players' Minecraft names (their site name before they link), by player id. */
async function playerNames(tx: Tx, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: players.id, username: players.username, mc_username: players.mc_username })
    .from(players)
    .where(inArray(players.id, wanted));
  return new Map(rows.map((r) => [r.id, r.mc_username ?? r.username]));
}

/** Applies what changed and audits it; a form sent back unchanged writes nothing. `id` is a uuid. */
export async function updateLeader(
  db: Db,
  actor: SessionUser,
  id: string,
  input: LeaderUpdate,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        display_name: gymLeaders.display_name,
        element: gymLeaders.element,
        status: gymLeaders.status,
        player_id: gymLeaders.player_id,
      })
      .from(gymLeaders)
      .where(eq(gymLeaders.id, id))
      .for('update');
    if (!current) throw notFound('No such gym leader.');
    const next = {
      display_name: input.display_name ?? current.display_name,
      element: input.element ?? current.element,
      status: input.status ?? current.status,
      player_id:
        input.player === undefined
          ? current.player_id
          : input.player === null
            ? null
            : await resolvePlayer(tx, input.player, id),
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => next[key] !== current[key]);
    if (changed.length === 0) return;
    await tx
      .update(gymLeaders)
      .set({ ...next, updated_at: sql`now()` })
      .where(eq(gymLeaders.id, id));
    if (next.player_id !== current.player_id) await queueSeatSync(tx, [current.player_id, next.player_id]);
    // Names, not ids: the leader's (the log's label) and the linked player's.
    const names = await playerNames(tx, [current.player_id, next.player_id]);
    const trace = (values: typeof next) => ({
      display_name: values.display_name,
      ...Object.fromEntries(
        changed.map((key) =>
          key === 'player_id'
            ? ['player', values.player_id ? (names.get(values.player_id) ?? values.player_id) : null]
            : [key, values[key]],
        ),
      ),
    });
    await auditAs(actor)(tx, {
      action: 'gym_leader.update',
      targetType: 'gym_leader',
      targetId: id,
      before: trace(current),
      after: trace(next),
    });
  });
}
