import { SITE } from '@shared/site/brand';
import type { PublicConfig } from '@shared/site/public-config';

const FALLBACK: PublicConfig = {
  demoMode: false,
  discordInvite: SITE.defaultDiscordInvite,
  skinRenderUrl: 'https://mc-heads.net',
};

/** The server embeds these settings in index.html; read once. */
function readConfig(): PublicConfig {
  // The server's first-paint render has no document; it fills in its own settings (prerender.tsx).
  if (typeof document === 'undefined') return { ...FALLBACK };
  try {
    const text = document.getElementById('site-config')?.textContent ?? '{}';
    return { ...FALLBACK, ...(JSON.parse(text) as Partial<PublicConfig>) };
  } catch {
    return FALLBACK;
  }
}

export const publicConfig = readConfig();
