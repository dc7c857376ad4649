/**
 * Numbers as the site writes them, in the spec's English ('12,500'). Written out rather than with
 * Intl or toLocaleString, which build a formatter (its locale data) on first use: on a phone that
 * cost the shop's first script run about 15 ms. format.test.ts checks both against Intl.
 */

/** A whole number with thousands separators: 12500 → '12,500', -1234 → '-1,234'. */
export function formatCount(value: number): string {
  const whole = Math.round(Math.abs(value));
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 && whole > 0 ? `-${grouped}` : grouped;
}

/** '$1,234.50', '-$0.99': an amount of cents in dollars. */
export function formatUsd(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = formatCount(Math.floor(whole / 100));
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}
