/**
 * The few lines a newcomer needs once `npm start` is ready: where the site is, how to sign in to
 * the demo, where the data lives and how to stop. Printed on a terminal only (see pretty-log.ts).
 */
export interface BannerFacts {
  url: string;
  demoMode: boolean;
  demoAccounts: readonly string[];
  /** A data folder (embedded PGlite) or null for a PostgreSQL server from DATABASE_URL. */
  dataDir: string | null;
}

export function startBanner(facts: BannerFacts): string {
  const lines = [`  CobbleClash is ready at ${facts.url}`, ''];
  if (facts.demoMode) {
    lines.push(
      '  Demo mode: no Discord credentials, so sign-in offers demo accounts',
      `  (${facts.demoAccounts.join(', ')}) and checkout is a labelled test.`,
    );
  }
  lines.push(
    facts.dataDir
      ? `  Data: ${facts.dataDir} (embedded PostgreSQL; delete the folder to start afresh)`
      : '  Data: the PostgreSQL database in DATABASE_URL',
    '  Stop: Ctrl+C',
  );
  return `\n${lines.join('\n')}\n\n`;
}
