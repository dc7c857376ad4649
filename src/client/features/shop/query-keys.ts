/** The shop's query keys: the buyer's purchases, checkouts and the leader's dashboard. */
const all = ['shop'] as const;

export const shopKeys = {
  purchases: () => [...all, 'purchases'] as const,
  purchaseBySession: (sessionId: string) => [...all, 'purchases', 'by-session', sessionId] as const,
  testCheckout: (sessionId: string) => [...all, 'test-checkout', sessionId] as const,
  dashboard: () => [...all, 'dashboard'] as const,
};
