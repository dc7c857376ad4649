/**
 * One Stripe client per app, or none in demo mode (no secret key: the labelled test checkout).
 * The library takes a good part of a second to load, so it is loaded only for a configured key:
 * a demo site's restart does not wait for it.
 */
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { Env } from '../../env';

const load = createRequire(import.meta.url);

export function createStripe(env: Env): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const StripeClient = load('stripe') as typeof Stripe;
  return new StripeClient(env.STRIPE_SECRET_KEY, {
    host: env.STRIPE_API_HOST,
    port: env.STRIPE_API_PORT,
    protocol: env.STRIPE_API_PROTOCOL,
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}
