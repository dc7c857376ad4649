/**
 * A local stand-in for the Stripe endpoints the shop calls: creating a Checkout Session (its
 * `expires_at` held to Stripe's rule), reading and expiring one, a billing-portal session and a refund (replayed for a repeated idempotency key, as Stripe does),
 * listing an invoice's payments, and a plan change (reading a subscription, previewing the
 * prorated invoice, creating a product, updating the subscription: a declined proration answers
 * 402 like error_if_incomplete). It records what it was sent
 * (form-encoded, as the Stripe client posts) so tests can check that prices came from the catalog.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripe {
  port: number;
  /** The checkout sessions created, in order: decoded form body and status (tests may set it). */
  sessions: FakeSession[];
  portalSessions: URLSearchParams[];
  /** Refunds created (one per idempotency key). */
  refunds: { id: string; body: URLSearchParams; idempotencyKey: string | undefined }[];
  /** Invoice id → the payment intent that paid it, for GET /v1/invoice_payments. */
  invoicePayments: Map<string, string>;
  /** Subscription updates (plan changes), in order. */
  subscriptionUpdates: { id: string; body: URLSearchParams; idempotencyKey: string | undefined }[];
  /** Invoice previews asked for (a plan change's quote), in order. */
  previews: URLSearchParams[];
  /** What the next invoice previews answer: the prorated amount due, total and tax. */
  previewAnswer: { amount_due: number; total: number; tax: number };
  /** Make the next subscription update fail as a declined proration payment. */
  declineNextUpdate: boolean;
  /**
   * Apply the next this-many subscription update requests but drop their connections unanswered,
   * as an answer lost on its way back; `beforeLosingAnswer` runs first (an event sent meanwhile).
   */
  loseUpdateAnswers: number;
  beforeLosingAnswer: (() => Promise<void>) | null;
  /** Drop this many subscription reads (GET) unanswered, as Stripe out of reach. */
  loseSubscriptionReads: number;
  /** Each subscription's metadata as its updates left it (GET answers with it). */
  subscriptionMetadata: Map<string, Record<string, string>>;
  /** Make the next checkout-session call fail with this status. */
  failNext: number | null;
  /** Env for createTestApp: the Stripe client aimed at this fake. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export interface FakeSession {
  id: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
  status: 'open' | 'complete' | 'expired';
}

/** Stripe refuses a session's `expires_at` under 30 minutes or over 24 hours from its own now. */
const SESSION_EXPIRY_MS = { min: 30 * 60_000, max: 24 * 60 * 60_000 };

function expiryRefusal(body: URLSearchParams): string | null {
  const asked = body.get('expires_at');
  if (asked === null) return null;
  const fromNow = Number(asked) * 1000 - Date.now();
  if (fromNow >= SESSION_EXPIRY_MS.min && fromNow <= SESSION_EXPIRY_MS.max) return null;
  return 'The `expires_at` timestamp must be between 30 minutes and 24 hours after Checkout Session creation.';
}

const sessionObject = (session: FakeSession) => ({
  id: session.id,
  object: 'checkout.session',
  status: session.status,
  url: session.status === 'open' ? `https://checkout.stripe.test/c/pay/${session.id}` : null,
});

export const FAKE_WEBHOOK_SECRET = 'whsec_test_fake_secret';

export async function startFakeStripe(): Promise<FakeStripe> {
  let counter = 0;
  const state = {
    sessions: [],
    portalSessions: [],
    refunds: [],
    failNext: null,
    invoicePayments: new Map(),
    subscriptionUpdates: [],
    previews: [],
    previewAnswer: { amount_due: 0, total: 0, tax: 0 },
    declineNextUpdate: false,
    loseUpdateAnswers: 0,
    loseSubscriptionReads: 0,
    beforeLosingAnswer: null,
    subscriptionMetadata: new Map(),
  } as Pick<
    FakeStripe,
    | 'sessions'
    | 'portalSessions'
    | 'refunds'
    | 'failNext'
    | 'invoicePayments'
    | 'subscriptionUpdates'
    | 'previews'
    | 'previewAnswer'
    | 'declineNextUpdate'
    | 'loseUpdateAnswers'
    | 'loseSubscriptionReads'
    | 'beforeLosingAnswer'
    | 'subscriptionMetadata'
  >;
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      const body = new URLSearchParams(data);
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
        res.end(JSON.stringify(payload));
      };
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        if (state.failNext) {
          const status = state.failNext;
          state.failNext = null;
          send(status, { error: { type: 'invalid_request_error', message: 'fake failure' } });
          return;
        }
        const refusal = expiryRefusal(body);
        if (refusal) {
          send(400, { error: { type: 'invalid_request_error', param: 'expires_at', message: refusal } });
          return;
        }
        const key = req.headers['idempotency-key'];
        const session: FakeSession = {
          id: `cs_test_${++counter}`,
          body,
          idempotencyKey: typeof key === 'string' ? key : undefined,
          status: 'open',
        };
        state.sessions.push(session);
        send(200, sessionObject(session));
        return;
      }
      const sessionPath = /^\/v1\/checkout\/sessions\/(\w+)(\/expire)?$/.exec(req.url ?? '');
      const session = sessionPath && state.sessions.find((s) => s.id === sessionPath[1]);
      if (sessionPath && !session) {
        send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such session' },
        });
        return;
      }
      if (session && req.method === 'GET' && !sessionPath?.[2]) {
        send(200, sessionObject(session));
        return;
      }
      if (session && req.method === 'POST' && sessionPath?.[2]) {
        // Like Stripe: only an open session can be expired.
        if (session.status !== 'open') {
          send(400, {
            error: {
              type: 'invalid_request_error',
              message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
            },
          });
          return;
        }
        session.status = 'expired';
        send(200, sessionObject(session));
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const header = req.headers['idempotency-key'];
        const key = typeof header === 'string' ? header : undefined;
        const earlier = key ? state.refunds.find((r) => r.idempotencyKey === key) : undefined;
        const refund = earlier ?? { id: `re_test_${++counter}`, body, idempotencyKey: key };
        if (!earlier) state.refunds.push(refund);
        res.writeHead(200, {
          'content-type': 'application/json',
          'request-id': `req_${counter}`,
          ...(earlier ? { 'idempotent-replayed': 'true' } : {}),
        });
        res.end(
          JSON.stringify({
            id: refund.id,
            object: 'refund',
            amount: Number(refund.body.get('amount')),
            payment_intent: refund.body.get('payment_intent'),
            status: 'succeeded',
          }),
        );
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/billing_portal/sessions') {
        state.portalSessions.push(body);
        send(200, {
          id: `bps_${++counter}`,
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p/session',
        });
        return;
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname)?.[1];
      if (subscription && req.method === 'GET') {
        if (state.loseSubscriptionReads > 0) {
          state.loseSubscriptionReads--;
          req.socket.destroy();
          return;
        }
        send(200, {
          id: subscription,
          object: 'subscription',
          metadata: state.subscriptionMetadata.get(subscription) ?? {},
          items: {
            object: 'list',
            data: [
              {
                id: `si_${subscription}`,
                object: 'subscription_item',
                price: { id: `price_${subscription}`, object: 'price', product: `prod_${subscription}` },
              },
            ],
          },
        });
        return;
      }
      if (subscription && req.method === 'POST') {
        if (state.declineNextUpdate) {
          state.declineNextUpdate = false;
          send(402, {
            error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
          });
          return;
        }
        const key = req.headers['idempotency-key'];
        const idempotencyKey = typeof key === 'string' ? key : undefined;
        // Like Stripe, a request sent again under its key is applied once.
        const seen =
          idempotencyKey && state.subscriptionUpdates.some((u) => u.idempotencyKey === idempotencyKey);
        if (!seen) {
          state.subscriptionUpdates.push({ id: subscription, body, idempotencyKey });
          const metadata = { ...state.subscriptionMetadata.get(subscription) };
          for (const [name, value] of body) {
            const field = /^metadata\[(.+)\]$/.exec(name)?.[1];
            if (field) metadata[field] = value;
          }
          state.subscriptionMetadata.set(subscription, metadata);
        }
        if (state.loseUpdateAnswers > 0) {
          state.loseUpdateAnswers--;
          const before = state.beforeLosingAnswer ?? (async () => {});
          void before().finally(() => req.socket.destroy());
          return;
        }
        send(200, { id: subscription, object: 'subscription', status: 'active' });
        return;
      }
      if (req.method === 'POST' && url.pathname === '/v1/invoices/create_preview') {
        state.previews.push(body);
        const { amount_due, total, tax } = state.previewAnswer;
        send(200, {
          id: `upcoming_${++counter}`,
          object: 'invoice',
          amount_due,
          total,
          total_taxes: tax ? [{ amount: tax, tax_behavior: 'exclusive' }] : [],
        });
        return;
      }
      if (req.method === 'POST' && url.pathname === '/v1/products') {
        send(200, { id: `prod_${++counter}`, object: 'product', name: body.get('name') });
        return;
      }
      if (req.method === 'GET' && url.pathname === '/v1/invoice_payments') {
        const invoice = url.searchParams.get('invoice') ?? '';
        const intent = state.invoicePayments.get(invoice);
        const data = intent
          ? [
              {
                id: `inpay_${invoice}`,
                object: 'invoice_payment',
                invoice,
                status: 'paid',
                payment: { type: 'payment_intent', payment_intent: intent },
              },
            ]
          : [];
        send(200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
        return;
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `No fake for ${req.method} ${req.url}` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(state, {
    port,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
