/**
 * The console's Sales and Codes tabs (admins): a timed sale's form, a discount code's form and
 * their views. Requests are full zod, answers zod/mini.
 */
import * as zm from 'zod/mini';
import { z } from '../../zod';

const CATEGORIES = ['boosts', 'crates', 'competitive', 'ranks', 'battlepass'] as const;
const dateTime = z.iso.datetime({ offset: true, error: 'A date and time' });
const productIds = z.array(z.string().min(1).max(100)).max(100, 'At most 100 products');
const optionalCount = z.number().int('A whole number').min(1, 'At least 1').max(1_000_000).nullable();

export const saleFieldsSchema = z
  .object({
    name: z.string().trim().min(2, 'At least 2 characters').max(80, 'At most 80 characters'),
    percent_off: z.number().int('A whole percent').min(1, 'At least 1%').max(90, 'At most 90%'),
    product_ids: productIds,
    categories: z.array(z.enum(CATEGORIES)).max(CATEGORIES.length),
    starts_at: dateTime,
    ends_at: dateTime,
  })
  .superRefine((s, ctx) => {
    if (s.product_ids.length === 0 && s.categories.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['product_ids'], message: 'Choose products or categories' });
    }
    if (Date.parse(s.ends_at) <= Date.parse(s.starts_at)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'Ends after it starts' });
    }
  });
export type SaleFields = z.output<typeof saleFieldsSchema>;

export const codeFieldsSchema = z
  .object({
    kind: z.enum(['percent', 'fixed']),
    percent_off: z.number().int('A whole percent').min(1, 'At least 1%').max(90, 'At most 90%').nullable(),
    amount_off_cents: z.number().int('Whole cents').min(1, 'At least 1 cent').max(1_000_000).nullable(),
    min_basket_cents: z.number().int('Whole cents').min(0, 'Not negative').max(10_000_000),
    product_ids: productIds,
    expires_at: dateTime.nullable(),
    max_uses: optionalCount,
    max_uses_per_player: optionalCount,
    gym_leader_id: z.uuid('Choose a gym leader').nullable(),
    active: z.boolean(),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && c.percent_off === null) {
      ctx.addIssue({ code: 'custom', path: ['percent_off'], message: 'How many percent off?' });
    }
    if (c.kind === 'fixed' && c.amount_off_cents === null) {
      ctx.addIssue({ code: 'custom', path: ['amount_off_cents'], message: 'How much off?' });
    }
  });
export type CodeFields = z.output<typeof codeFieldsSchema>;

export const codeCreateSchema = z.intersection(
  z.object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,40}$/, '3 to 40 letters, digits, - or _'),
  }),
  codeFieldsSchema,
);

export const staffSaleView = zm.object({
  id: zm.string(),
  name: zm.string(),
  percent_off: zm.number(),
  product_ids: zm.array(zm.string()),
  categories: zm.array(zm.string()),
  starts_at: zm.string(),
  ends_at: zm.string(),
});
export type StaffSaleView = zm.infer<typeof staffSaleView>;
export const staffSalesResponse = zm.object({ sales: zm.array(staffSaleView) });
export type StaffSalesResponse = zm.infer<typeof staffSalesResponse>;
export const staffSaleResponse = zm.object({ sale: staffSaleView });
export type StaffSaleResponse = zm.infer<typeof staffSaleResponse>;

export const staffCodeView = zm.object({
  id: zm.string(),
  code: zm.string(),
  kind: zm.enum(['percent', 'fixed']),
  percent_off: zm.nullable(zm.number()),
  amount_off_cents: zm.nullable(zm.number()),
  min_basket_cents: zm.number(),
  product_ids: zm.array(zm.string()),
  expires_at: zm.nullable(zm.string()),
  max_uses: zm.nullable(zm.number()),
  max_uses_per_player: zm.nullable(zm.number()),
  gym_leader: zm.nullable(zm.object({ id: zm.string(), display_name: zm.string() })),
  active: zm.boolean(),
  /** Paid purchases that used it. */
  uses: zm.number(),
  /** Checkouts not yet paid that hold a use (pending for under a day); checkout counts them too. */
  held: zm.number(),
  /** What checkout still allows in all (its limit less the uses paid, in dispute or held); null: no limit. */
  uses_left: zm.nullable(zm.number()),
});
export type StaffCodeView = zm.infer<typeof staffCodeView>;
export const staffCodesResponse = zm.object({ codes: zm.array(staffCodeView) });
export type StaffCodesResponse = zm.infer<typeof staffCodesResponse>;
export const staffCodeResponse = zm.object({ code: staffCodeView });
export type StaffCodeResponse = zm.infer<typeof staffCodeResponse>;
