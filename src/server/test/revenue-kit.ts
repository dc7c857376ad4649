/**
 * Helpers for the revenue report's tests: payment events and ledger rows placed at chosen times
 * (the report buckets by time, and each test keeps its rows in a range of its own), and a small
 * RFC 4180 reader for the exports.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import { gymLeaderLedger, purchases, stripeEvents } from '../db/schema';
import { sendEvent, shop, type signedEvent } from './shop-kit';

/** Rows written by this run (not yet moved into a test's past range). */
const FRESH = new Date('2020-01-01T00:00:00Z');

/**
 * Sends a payment event, then dates it and the ledger rows it wrote for `purchaseId` at `when`,
 * as if it had been received then.
 */
export async function sendAt(event: ReturnType<typeof signedEvent>, purchaseId: string, when: string) {
  const res = await sendEvent(event);
  if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
  const { db } = shop.app.database;
  const at = new Date(when);
  await db.update(stripeEvents).set({ received_at: at }).where(eq(stripeEvents.id, event.id));
  await db
    .update(gymLeaderLedger)
    .set({ created_at: at })
    .where(and(eq(gymLeaderLedger.purchase_id, purchaseId), gt(gymLeaderLedger.created_at, FRESH)));
}

/** Dates purchases as created at `when`. */
export async function createdAt(purchaseIds: string[], when: string) {
  await shop.app.database.db
    .update(purchases)
    .set({ created_at: new Date(when) })
    .where(inArray(purchases.id, purchaseIds));
}

/** A payout row at `when` (the rule that checks the balance is `recordPayout`'s, tested there). */
export async function payoutAt(amountCents: number, when: string, note: string | null = null) {
  const at = new Date(when);
  await shop.app.database.db.insert(gymLeaderLedger).values({
    gym_leader_id: shop.leaderId,
    kind: 'payout',
    amount_cents: -amountCents,
    available_at: at,
    created_at: at,
    note,
    idempotency_key: `payout:test:${crypto.randomUUID()}`,
  });
}

/** RFC 4180 text → rows of fields (quotes undone); the exports end every line with CRLF. */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  if (field !== '' || row.length > 0) throw new Error('CSV does not end with CRLF');
  return rows;
}

/** The export's rows as objects keyed by its header. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header = [], ...rows] = readCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}
