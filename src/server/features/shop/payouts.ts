/**
 * Recording a payout made to a gym leader (outside the site). Refuses more than the available
 * balance (earnings past the refund window, less earlier payouts) and locks the leader row so two
 * payouts recorded at once cannot both spend the same balance.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/ids';
import { formatUsd } from '../../../shared/shop/catalog';
import type { Db } from '../../db/client';
import { gymLeaderLedger, gymLeaders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { notifyPlayer } from '../notifications';
import { leaderTotals } from './ledger';

/** "12.5" or "12.50" dollars → 1250 cents; anything else (negative, 3 decimals, words) → null. */
export function parseDollars(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export async function recordPayout(db: Db, leader: string, amountCents: number, now: Date, note?: string) {
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw new AppError(400, 'invalid_amount', 'The payout must be a positive amount.');
  }
  return db.transaction(async (tx) => {
    const matches = await tx
      .select({ id: gymLeaders.id, display_name: gymLeaders.display_name, player_id: gymLeaders.player_id })
      .from(gymLeaders)
      .where(
        UUID_PATTERN.test(leader)
          ? eq(gymLeaders.id, leader)
          : sql`lower(${gymLeaders.display_name}) = lower(${leader})`,
      )
      .for('update');
    if (matches.length === 0) throw new AppError(404, 'unknown_leader', `No gym leader matches "${leader}".`);
    if (matches.length > 1)
      throw new AppError(409, 'ambiguous_leader', `Several leaders are named "${leader}"; use the id.`);
    const target = matches[0]!;
    const totals = await leaderTotals(tx, target.id, now);
    if (amountCents > totals.available_cents) {
      throw new AppError(
        409,
        'insufficient_balance',
        `Only ${formatUsd(totals.available_cents)} is available to pay ${target.display_name}.`,
      );
    }
    const [payout] = await tx
      .insert(gymLeaderLedger)
      .values({
        gym_leader_id: target.id,
        kind: 'payout',
        amount_cents: -amountCents,
        available_at: now,
        note: note ?? null,
        idempotency_key: `payout:${randomUUID()}`,
        created_at: now,
      })
      .returning({ id: gymLeaderLedger.id });
    if (target.player_id) {
      await notifyPlayer(tx, target.player_id, {
        kind: 'payout_recorded',
        causeId: `payout:${payout!.id}`,
        title: `A payout of ${formatUsd(amountCents)} was recorded`,
        body: note ?? '',
        link: '/gym-leader-dashboard',
      });
    }
    return { leader: target, totals: await leaderTotals(tx, target.id, now) };
  });
}
