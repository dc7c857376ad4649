import { CATALOG_QUERY_KEY } from '@shared/shop/catalog-api';

/** The shop's query keys: the catalog, the buyer's purchases and plan, checkouts and the leader's dashboard. */
const all = ['shop'] as const;

export const shopKeys = {
  /** The shop pages' catalog; the server's first paint fills the same key. */
  catalog: () => CATALOG_QUERY_KEY,
  /**
   * The server's price of a cart without a code. Under the catalog's key, so what refreshes the
   * catalog (an admin's edit, a sale starting or ending) prices the cart again too.
   */
  cartQuote: (lines: string) => [...CATALOG_QUERY_KEY, 'quote', lines] as const,
  purchases: () => [...all, 'purchases'] as const,
  purchaseBySession: (sessionId: string) => [...all, 'purchases', 'by-session', sessionId] as const,
  testCheckout: (sessionId: string) => [...all, 'test-checkout', sessionId] as const,
  dashboard: () => [...all, 'dashboard'] as const,
  giftRecipient: (name: string) => [...all, 'gift-recipient', name] as const,
  /** The signed-in buyer's rank plan, and what moving it to another plan would charge. */
  plan: () => [...all, 'plan'] as const,
  planQuotes: () => [...all, 'plan', 'quote'] as const,
  planQuote: (priceId: string) => [...all, 'plan', 'quote', priceId] as const,
};
