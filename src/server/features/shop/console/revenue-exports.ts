/**
 * The owner's CSV exports for a UTC date range: purchases created in it (with their money to date,
 * from the same movements as the revenue report), the leaders' ledger rows written in it, and the
 * payouts among them. Bounded: the range is at most a year (shared schema) and an export stops
 * with a 422 past EXPORT_ROW_LIMIT rows rather than building an answer of any size.
 */
import { sql } from 'drizzle-orm';
import type { RevenueExport } from '../../../../shared/shop/console/revenue';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { type CsvCell, toCsv } from '../../../lib/csv';
import { AppError } from '../../../lib/errors';
import { ledgerOldestFirstAs } from '../ledger';
import { factMovements, rangeBounds } from './revenue';

export const EXPORT_ROW_LIMIT = 50_000;

const utc = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

interface Export {
  header: readonly string[];
  query: (start: string, end: string, limit: number) => ReturnType<typeof sql>;
  cells: (row: Record<string, unknown>) => CsvCell[];
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const cents = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

const EXPORTS: Record<RevenueExport, Export> = {
  purchases: {
    header: [
      'purchase_id',
      'created_at_utc',
      'completed_at_utc',
      'status',
      'buyer',
      'minecraft_username',
      'gym_leader',
      'items',
      'currency',
      'total_cents',
      'paid_cents',
      'tax_cents',
      'refunded_cents',
      'disputed_cents',
      'payment_session_id',
      'payment_intent_id',
    ],
    query: (start, end, limit) => sql`
      with ${factMovements},
      money as (
        select purchase_id,
          sum(amount) filter (where kind = 'payment') as paid,
          sum(amount) filter (where kind = 'tax') as tax,
          sum(amount) filter (where kind = 'refund') as refunded,
          sum(amount) filter (where kind = 'dispute') as disputed
        from fact_movements group by purchase_id
      )
      select p.id, ${utc('p.created_at')} as created_at, ${utc('p.completed_at')} as completed_at, p.status,
        u.discord_username as buyer, p.minecraft_username, g.display_name as gym_leader,
        (select string_agg(i.item_name || ' x' || i.quantity, '; ' order by i.item_name)
          from purchase_items i where i.purchase_id = p.id) as items,
        p.currency, p.total_amount_cents, m.paid, m.tax, m.refunded, m.disputed,
        p.payment_session_id, p.payment_intent_id
      from purchases p
        left join users u on u.id = p.user_id
        left join gym_leaders g on g.id = p.gym_leader_id
        left join money m on m.purchase_id = p.id
      where p.created_at >= ${start}::timestamptz and p.created_at < ${end}::timestamptz
      order by p.created_at, p.id
      limit ${limit}`,
    cells: (r) => [
      text(r.id),
      text(r.created_at),
      text(r.completed_at),
      text(r.status),
      text(r.buyer),
      text(r.minecraft_username),
      text(r.gym_leader),
      text(r.items),
      text(r.currency),
      cents(r.total_amount_cents),
      cents(r.paid),
      cents(r.tax),
      cents(r.refunded),
      cents(r.disputed),
      text(r.payment_session_id),
      text(r.payment_intent_id),
    ],
  },
  ledger: {
    header: [
      'ledger_id',
      'created_at_utc',
      'kind',
      'amount_cents',
      'gym_leader',
      'gym_leader_id',
      'purchase_id',
      'payment_ref',
      'available_at_utc',
      'note',
    ],
    query: (start, end, limit) => sql`
      select l.id, ${utc('l.created_at')} as created_at, l.kind, l.amount_cents, g.display_name, l.gym_leader_id,
        l.purchase_id, l.payment_ref, ${utc('l.available_at')} as available_at, l.note
      from gym_leader_ledger l left join gym_leaders g on g.id = l.gym_leader_id
      where l.created_at >= ${start}::timestamptz and l.created_at < ${end}::timestamptz
      order by ${ledgerOldestFirstAs('l')}
      limit ${limit}`,
    cells: (r) => [
      text(r.id),
      text(r.created_at),
      text(r.kind),
      cents(r.amount_cents),
      text(r.display_name),
      text(r.gym_leader_id),
      text(r.purchase_id),
      text(r.payment_ref),
      text(r.available_at),
      text(r.note),
    ],
  },
  payouts: {
    header: ['ledger_id', 'paid_at_utc', 'gym_leader', 'gym_leader_id', 'amount_cents', 'note'],
    query: (start, end, limit) => sql`
      select l.id, ${utc('l.created_at')} as created_at, g.display_name, l.gym_leader_id, -l.amount_cents as amount,
        l.note
      from gym_leader_ledger l left join gym_leaders g on g.id = l.gym_leader_id
      where l.kind = 'payout' and l.created_at >= ${start}::timestamptz and l.created_at < ${end}::timestamptz
      order by l.created_at, l.id
      limit ${limit}`,
    cells: (r) => [
      text(r.id),
      text(r.created_at),
      text(r.display_name),
      text(r.gym_leader_id),
      cents(r.amount),
      text(r.note),
    ],
  },
};

/** The export's CSV text and its file name, e.g. `payouts-2026-11-01-to-2026-11-30.csv`. */
export async function revenueExport(
  db: Db,
  kind: RevenueExport,
  range: { from: string; to: string },
): Promise<{ csv: string; fileName: string }> {
  const { start, end } = rangeBounds(range.from, range.to);
  const spec = EXPORTS[kind];
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(spec.query(start, end, EXPORT_ROW_LIMIT + 1)),
  );
  if (rows.length > EXPORT_ROW_LIMIT) {
    throw new AppError(
      422,
      'export_too_large',
      `This range holds more than ${EXPORT_ROW_LIMIT} rows; choose a shorter range.`,
    );
  }
  return {
    csv: toCsv(spec.header, rows.map(spec.cells)),
    fileName: `${kind}-${range.from}-to-${range.to}.csv`,
  };
}
