import type { PurchaseView } from '@shared/shop/purchases';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PurchaseCard } from './purchase-card';

/** A paid order of two lines at list price, a sale and a code taking $3.00 off, and tax on top. */
const ORDER: PurchaseView = {
  id: '0f1e2d3c-0000-4000-8000-000000000001',
  created_at: '2026-11-20T18:00:00.000Z',
  completed_at: '2026-11-20T18:01:00.000Z',
  status: 'completed',
  total_amount_cents: 1697,
  tax_cents: 136,
  currency: 'usd',
  minecraft_username: 'Ash',
  changed_from: null,
  payment_session_id: null,
  gym_leader: null,
  discount_code: 'SPRING10',
  purchase_items: [
    {
      item_name: '3 Cosmetic Keys',
      item_price_cents: 499,
      quantity: 2,
      total_price_cents: 998,
      discount_cents: 100,
    },
    {
      item_name: 'Battle Pass',
      item_price_cents: 999,
      quantity: 1,
      total_price_cents: 999,
      discount_cents: 200,
    },
  ],
  gift: null,
};

const cents = (usd: string) => Math.round(Number(usd.replace(/[^0-9.]/g, '')) * 100);

/** The card's text, each list item and totals row on its own line. */
function render(purchase: PurchaseView): string {
  return renderToStaticMarkup(<PurchaseCard purchase={purchase} />)
    .replace(/<\/(li|div)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'");
}

describe('PurchaseCard totals', () => {
  it('adds up: the lines less the discount plus tax is the total paid shown', () => {
    const text = render(ORDER);
    const lines = [...text.matchAll(/× \d+\$([\d.]+)/g)].map((m) => cents(m[1]!));
    const subtotal = cents(/Subtotal\$([\d.]+)/.exec(text)![1]!);
    const discount = cents(/Discount \(code SPRING10\)−\$([\d.]+)/.exec(text)![1]!);
    const tax = cents(/Tax\$([\d.]+)/.exec(text)![1]!);
    const total = cents(/Total paid\$([\d.]+)/.exec(text)![1]!);
    expect(lines).toEqual([998, 999]);
    expect(subtotal).toBe(lines[0]! + lines[1]!);
    expect(subtotal - discount + tax).toBe(total);
    expect(total).toBe(1833);
  });

  it('says Total, not Total paid, before a payment, and no discount row when none applied', () => {
    const text = render({
      ...ORDER,
      status: 'pending',
      discount_code: null,
      tax_cents: 0,
      total_amount_cents: 1997,
      purchase_items: ORDER.purchase_items.map((line) => ({ ...line, discount_cents: 0 })),
    });
    expect(text).toMatch(/Total\$19\.97/);
    expect(text).not.toMatch(/Total paid|Discount|Subtotal/);
  });
});
