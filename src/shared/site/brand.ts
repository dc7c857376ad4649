/** Facts about the site that both the pages and the server print. */
export const SITE = {
  name: 'CobbleClash',
  shortName: 'CC',
  tagline: 'Competitive Cobblemon with paid gym leaders, seasonal championships and no pay-to-win.',
  version: '2.1.3',
  copyrightYear: 2025,
  minimumAge: 13,
  seasonTag: 'SEASON 1',
  /** Shown when the Discord widget gives no invite of its own. */
  defaultDiscordInvite: 'https://discord.gg/cobbleclash',
} as const;
