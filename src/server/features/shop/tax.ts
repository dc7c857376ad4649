/**
 * Automatic tax (Stripe Tax): off unless the store setting `automatic_tax` says 1. Stripe computes
 * the tax on checkout sessions and invoices; the shop stores what it charged and credits leaders on
 * the amount before it. Demo mode has no Stripe Tax, so its labelled test checkout adds a made-up
 * flat rate through the same facts.
 */
import type { Db } from '../../db/client';
import { settingAt } from './store-settings';

/** The labelled demo checkout's stand-in rate, in whole percent: not any real jurisdiction's. */
export const DEMO_TAX_PERCENT = 8;

/** Whether checkouts ask Stripe for automatic tax now (the store setting in force). */
export async function automaticTaxEnabled(db: Db, now: Date): Promise<boolean> {
  return (await settingAt(db, 'automatic_tax', now)) === 1;
}

export const demoTaxCents = (amountCents: number) => Math.floor((amountCents * DEMO_TAX_PERCENT) / 100);
