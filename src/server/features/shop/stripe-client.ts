/** One Stripe client per app, or none in demo mode (no secret key: the labelled test checkout). */
import Stripe from 'stripe';
import type { Env } from '../../env';

export function createStripe(env: Env): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    host: env.STRIPE_API_HOST,
    port: env.STRIPE_API_PORT,
    protocol: env.STRIPE_API_PROTOCOL,
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}
