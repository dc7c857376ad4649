/**
 * Discount rules, pure and in integer cents: a timed sale's price (the page draws it struck
 * through, checkout charges it) and a cart's pricing with a sale and a code. The server alone
 * decides what is charged; it runs `priceWithDiscounts` on catalog prices it read itself.
 *
 * Order: the sale first, per unit (the highest percent among the sales covering the product); the
 * code second, on what the lines cost after the sale. The minimum basket is the whole cart after
 * the sale. Percent discounts round to the nearest cent (half up); a fixed amount is spread over
 * the lines it applies to in proportion to their cost, the leftover cents to the first lines.
 * Rank plans are never discounted: their price recurs at the payment provider on every renewal.
 */

export interface SaleRule {
  percent_off: number;
  product_ids: readonly string[];
  categories: readonly string[];
  starts_at: Date;
  ends_at: Date;
}

export interface CodeRule {
  kind: 'percent' | 'fixed';
  percent_off: number | null;
  amount_off_cents: number | null;
  min_basket_cents: number;
  /** Empty: every product that can be discounted. */
  product_ids: readonly string[];
}

export interface ProductToPrice {
  id: string;
  category: string;
  kind: 'one_time' | 'subscription';
  unit_amount_cents: number;
}

export interface LineToPrice {
  product: ProductToPrice;
  quantity: number;
}

export interface DiscountedLine {
  /** The unit price after the sale. */
  unit_cents: number;
  sale_percent: number | null;
  /** List price times quantity. */
  list_cents: number;
  sale_discount_cents: number;
  code_discount_cents: number;
  /** What the buyer pays for the line. */
  charged_cents: number;
}

export interface DiscountedCart {
  lines: DiscountedLine[];
  list_cents: number;
  total_cents: number;
  /** Why the code does not apply to this cart; undefined when it applied (or there was none). */
  code_refusal?: string;
}

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

export const canBeDiscounted = (product: Pick<ProductToPrice, 'kind'>) => product.kind === 'one_time';

/** The best sale on a product at `now` (highest percent), if any. */
export function saleFor<S extends SaleRule>(
  product: Pick<ProductToPrice, 'id' | 'category' | 'kind'>,
  sales: readonly S[],
  now: Date,
): S | undefined {
  if (!canBeDiscounted(product)) return undefined;
  let best: S | undefined;
  for (const sale of sales) {
    if (now < sale.starts_at || now >= sale.ends_at) continue;
    if (!sale.product_ids.includes(product.id) && !sale.categories.includes(product.category)) continue;
    if (!best || sale.percent_off > best.percent_off) best = sale;
  }
  return best;
}

/** A unit price after a percent off, to the cent. */
export const salePriceCents = (unitCents: number, percentOff: number) =>
  unitCents - percentOf(unitCents, percentOff);

export const formatCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Splits `amount` over `weights` in proportion, in whole cents, never more than a weight. */
function spread(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((amount * w) / sum));
  let left = amount - parts.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0 && i < parts.length; i++) {
    const room = weights[i]! - parts[i]!;
    const add = Math.min(room, left);
    parts[i]! += add;
    left -= add;
  }
  return parts;
}

/** Prices a cart with the sales running at `now` and an optional code (already found valid). */
export function priceWithDiscounts(
  lines: readonly LineToPrice[],
  sales: readonly SaleRule[],
  code: CodeRule | null,
  now: Date,
): DiscountedCart {
  const priced: DiscountedLine[] = lines.map(({ product, quantity }) => {
    const sale = saleFor(product, sales, now);
    const unit = sale
      ? salePriceCents(product.unit_amount_cents, sale.percent_off)
      : product.unit_amount_cents;
    const list = product.unit_amount_cents * quantity;
    return {
      unit_cents: unit,
      sale_percent: sale?.percent_off ?? null,
      list_cents: list,
      sale_discount_cents: list - unit * quantity,
      code_discount_cents: 0,
      charged_cents: unit * quantity,
    };
  });
  const listCents = priced.reduce((s, l) => s + l.list_cents, 0);
  const afterSale = priced.reduce((s, l) => s + l.charged_cents, 0);
  const done = (code_refusal?: string): DiscountedCart => ({
    lines: priced,
    list_cents: listCents,
    total_cents: priced.reduce((s, l) => s + l.charged_cents, 0),
    ...(code_refusal ? { code_refusal } : {}),
  });
  if (!code) return done();
  if (afterSale < code.min_basket_cents) {
    return done(`This code needs a basket of at least ${formatCents(code.min_basket_cents)}`);
  }
  const applies = lines.map(
    ({ product }) =>
      canBeDiscounted(product) && (code.product_ids.length === 0 || code.product_ids.includes(product.id)),
  );
  const eligible = priced.map((l, i) => (applies[i] ? l.charged_cents : 0));
  const eligibleCents = eligible.reduce((a, b) => a + b, 0);
  if (eligibleCents === 0) return done('This code does not apply to anything in your cart');
  const cuts =
    code.kind === 'percent'
      ? eligible.map((cents) => percentOf(cents, code.percent_off ?? 0))
      : spread(Math.min(code.amount_off_cents ?? 0, eligibleCents), eligible);
  priced.forEach((line, i) => {
    line.code_discount_cents = cuts[i]!;
    line.charged_cents -= cuts[i]!;
  });
  return done();
}
