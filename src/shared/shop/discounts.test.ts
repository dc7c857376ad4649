import { describe, expect, it } from 'vitest';
import { type CodeRule, priceWithDiscounts, type SaleRule, saleFor, salePriceCents } from './discounts';

const now = new Date('2026-11-27T12:00:00Z');
const boost = { id: 'boost-1h', category: 'boosts', kind: 'one_time' as const, unit_amount_cents: 999 };
const crate = { id: 'crate-5', category: 'crates', kind: 'one_time' as const, unit_amount_cents: 1500 };
const plan = { id: 'rank-ace', category: 'ranks', kind: 'subscription' as const, unit_amount_cents: 499 };

const sale = (over: Partial<SaleRule> = {}): SaleRule => ({
  percent_off: 20,
  product_ids: [],
  categories: ['boosts'],
  starts_at: new Date('2026-11-27T00:00:00Z'),
  ends_at: new Date('2026-11-28T00:00:00Z'),
  ...over,
});
const code = (over: Partial<CodeRule> = {}): CodeRule => ({
  kind: 'percent',
  percent_off: 10,
  amount_off_cents: null,
  min_basket_cents: 0,
  product_ids: [],
  ...over,
});

describe('sales', () => {
  it('rounds a percent off to the nearest cent, half up', () => {
    expect(salePriceCents(999, 20)).toBe(799); // 199.8 off rounds to 200
    expect(salePriceCents(250, 10)).toBe(225);
    expect(salePriceCents(5, 10)).toBe(4); // 0.5 off rounds up to 1
  });

  it('applies only between its start and end, by product or category, never to plans', () => {
    expect(saleFor(boost, [sale()], now)?.percent_off).toBe(20);
    expect(saleFor(boost, [sale()], new Date('2026-11-28T00:00:00Z'))).toBeUndefined();
    expect(saleFor(boost, [sale()], new Date('2026-11-26T23:59:59Z'))).toBeUndefined();
    expect(saleFor(crate, [sale()], now)).toBeUndefined();
    expect(saleFor(crate, [sale({ categories: [], product_ids: ['crate-5'] })], now)).toBeDefined();
    expect(saleFor(plan, [sale({ categories: ['ranks'] })], now)).toBeUndefined();
  });

  it('takes the best of two overlapping sales', () => {
    expect(saleFor(boost, [sale({ percent_off: 10 }), sale({ percent_off: 30 })], now)?.percent_off).toBe(30);
  });
});

describe('codes', () => {
  it('takes a percent off every line it applies to', () => {
    const priced = priceWithDiscounts([{ product: crate, quantity: 2 }], [], code(), now);
    expect(priced.total_cents).toBe(2700);
    expect(priced.lines[0]).toMatchObject({
      list_cents: 3000,
      code_discount_cents: 300,
      charged_cents: 2700,
    });
  });

  it('spreads a fixed amount over the lines in proportion, to the cent', () => {
    const priced = priceWithDiscounts(
      [
        { product: boost, quantity: 1 },
        { product: crate, quantity: 1 },
      ],
      [],
      code({ kind: 'fixed', percent_off: null, amount_off_cents: 500 }),
      now,
    );
    expect(priced.lines.map((l) => l.code_discount_cents)).toEqual([200, 300]);
    expect(priced.total_cents).toBe(999 + 1500 - 500);
  });

  it('never takes more than the lines it applies to cost', () => {
    const priced = priceWithDiscounts(
      [{ product: boost, quantity: 1 }],
      [],
      code({ kind: 'fixed', percent_off: null, amount_off_cents: 5000 }),
      now,
    );
    expect(priced.total_cents).toBe(0);
  });

  it('refuses a basket under its minimum, counted after the sale', () => {
    const priced = priceWithDiscounts(
      [{ product: boost, quantity: 1 }],
      [sale()],
      code({ min_basket_cents: 900 }),
      now,
    );
    expect(priced.code_refusal).toBe('This code needs a basket of at least $9.00');
    expect(priced.total_cents).toBe(799);
    expect(
      priceWithDiscounts([{ product: boost, quantity: 1 }], [], code({ min_basket_cents: 900 }), now)
        .code_refusal,
    ).toBeUndefined();
  });

  it('applies only to its products, and refuses a cart with none of them', () => {
    const scoped = code({ product_ids: ['crate-5'] });
    const both = priceWithDiscounts(
      [
        { product: boost, quantity: 1 },
        { product: crate, quantity: 1 },
      ],
      [],
      scoped,
      now,
    );
    expect(both.lines.map((l) => l.code_discount_cents)).toEqual([0, 150]);
    expect(priceWithDiscounts([{ product: boost, quantity: 1 }], [], scoped, now).code_refusal).toBe(
      'This code does not apply to anything in your cart',
    );
    expect(priceWithDiscounts([{ product: plan, quantity: 1 }], [], code(), now).code_refusal).toBeDefined();
  });

  it('comes after the sale: the code is a percent of the sale price', () => {
    const priced = priceWithDiscounts([{ product: boost, quantity: 3 }], [sale()], code(), now);
    // 3 × 7.99 = 23.97 after the sale; 10% of that is 2.397, rounded to 2.40.
    expect(priced.lines[0]).toMatchObject({
      unit_cents: 799,
      sale_percent: 20,
      sale_discount_cents: 600,
      code_discount_cents: 240,
      charged_cents: 2157,
    });
    expect(priced.list_cents).toBe(2997);
  });

  it('keeps the total equal to the sum of what each line is charged', () => {
    const priced = priceWithDiscounts(
      [
        { product: boost, quantity: 7 },
        { product: crate, quantity: 3 },
        { product: plan, quantity: 1 },
      ],
      [sale({ percent_off: 33 })],
      code({ kind: 'fixed', percent_off: null, amount_off_cents: 777 }),
      now,
    );
    expect(priced.total_cents).toBe(priced.lines.reduce((s, l) => s + l.charged_cents, 0));
    expect(priced.lines[2]!.charged_cents).toBe(499);
    expect(priced.lines.reduce((s, l) => s + l.code_discount_cents, 0)).toBe(777);
  });
});
