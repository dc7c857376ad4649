/** The query keys of sign-in and the session. */
export const authKeys = {
  session: () => ['me'] as const,
  demoAccounts: () => ['demo-accounts'] as const,
};
