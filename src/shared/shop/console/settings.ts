/**
 * The store's settings (admins): the revenue share, the refund window and automatic tax, each a
 * dated series. A value holds from its effective date until the next one; a new value starts now
 * or later, so what was decided under an earlier value keeps it. Requests are full zod, answers
 * zod/mini.
 */
import * as zm from 'zod/mini';
import { z } from '../../zod';

export const STORE_SETTINGS = {
  revenue_share_percent: {
    label: 'Gym leaders’ revenue share (%)',
    hint: 'Whole percent of each paid purchase credited to the chosen gym leader, cents rounded down.',
    min: 0,
    max: 100,
  },
  refund_window_days: {
    label: 'Refund window (days)',
    hint: 'Days before a leader’s earning can be paid out; refunds and disputes reverse it.',
    min: 0,
    max: 365,
  },
  automatic_tax: {
    label: 'Automatic tax',
    hint: 'Whether checkout asks Stripe to compute sales tax (1 on, 0 off).',
    min: 0,
    max: 1,
  },
} as const;
export type StoreSettingKey = keyof typeof STORE_SETTINGS;
export const STORE_SETTING_KEYS = Object.keys(STORE_SETTINGS) as StoreSettingKey[];

const wholeIn = (min: number, max: number) =>
  z
    .number({ error: 'A whole number' })
    .int('A whole number')
    .min(min, `At least ${min}`)
    .max(max, `At most ${max}`);

/** A new value; `effective_from` null means now. The server refuses a date in the past. */
export const storeSettingChangeSchema = z
  .object({
    key: z.enum(['revenue_share_percent', 'refund_window_days', 'automatic_tax']),
    value: z.number(),
    effective_from: z.iso.datetime({ offset: true, error: 'A date and time' }).nullable(),
  })
  .superRefine((change, ctx) => {
    const { min, max } = STORE_SETTINGS[change.key];
    const checked = wholeIn(min, max).safeParse(change.value);
    if (!checked.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: checked.error.issues[0]?.message ?? 'Invalid',
      });
    }
  });
export type StoreSettingChange = z.infer<typeof storeSettingChangeSchema>;

const settingEntryView = zm.object({
  value: zm.number(),
  effective_from: zm.string(),
  created_by: zm.nullable(zm.string()),
});

export const storeSettingView = zm.object({
  key: zm.enum(['revenue_share_percent', 'refund_window_days', 'automatic_tax']),
  /** The value in force now. */
  current: zm.number(),
  /** Every value, newest effective date first (future ones included). */
  entries: zm.array(settingEntryView),
});
export type StoreSettingView = zm.infer<typeof storeSettingView>;

export const storeSettingsResponse = zm.object({ settings: zm.array(storeSettingView) });
export type StoreSettingsResponse = zm.infer<typeof storeSettingsResponse>;
