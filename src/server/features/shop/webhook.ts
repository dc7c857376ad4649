/**
 * POST /api/payments/webhook: verifies Stripe's signature over the raw body, reads the event's fact
 * (payment-facts.ts), then, in ONE transaction under the payments lock, records the event id and
 * reconciles the purchases it concerns (reconcile.ts). A repeated event is a no-op, a failed
 * handler leaves the event unrecorded for Stripe's retry, and an event that is not about one of our
 * purchases (another integration on the same account) is acknowledged and ignored.
 */
import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { AppEnv } from '../../context';
import { AppError } from '../../lib/errors';
import { factOf, inlineInvoicePayment } from './payment-facts';
import type { ShopContext } from './purchase-steps';
import { lockPayments, recordPaymentFact } from './reconcile';

/**
 * Newer API versions no longer put the payment intent on an invoice; its payments list does, and
 * webhooks carry it only when expanded. Asked before the transaction opens, so no lock waits on the
 * network; a failure answers 500 and Stripe retries.
 */
async function invoicePaymentRef(stripe: Stripe, event: Stripe.Event): Promise<string | null> {
  if (event.type !== 'invoice.paid') return null;
  const invoice = event.data.object as unknown as Record<string, unknown>;
  const inline = inlineInvoicePayment(invoice);
  if (inline || typeof invoice.id !== 'string') return inline;
  const payments = await stripe.invoicePayments.list({ invoice: invoice.id, status: 'paid', limit: 1 });
  const intent = payments.data[0]?.payment?.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

export function paymentWebhookRoutes(ctx: ShopContext, stripe: Stripe | null) {
  const { deps } = ctx;
  return new Hono<AppEnv>().post('/webhook', async (c) => {
    const secret = deps.env.STRIPE_WEBHOOK_SECRET;
    if (!stripe || !secret) throw new AppError(404, 'not_found', 'Payments are not configured.');
    const signature = c.req.header('stripe-signature');
    if (!signature) throw new AppError(400, 'bad_signature', 'Missing Stripe-Signature header.');
    const raw = await c.req.text();
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(raw, signature, secret);
    } catch {
      throw new AppError(400, 'bad_signature', 'The webhook signature does not match.');
    }
    const fact = factOf(event, await invoicePaymentRef(stripe, event));
    const handled = await deps.database.db.transaction(async (tx) => {
      await lockPayments(tx);
      return recordPaymentFact(ctx, tx, event, fact);
    });
    deps.logger.info({ event: event.id, type: event.type, duplicate: !handled }, 'payment webhook');
    return c.json({ received: true, duplicate: !handled });
  });
}
