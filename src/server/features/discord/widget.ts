/**
 * The online count from Discord's public guild widget. Cached per instance (the widget itself is
 * cached by Discord) and bounded by a timeout, so a slow Discord never slows a page.
 */
import { z } from 'zod';
import type { DiscordOnline } from '../../../shared/discord/online';
import type { Deps } from '../../context';

const widgetSchema = z.object({
  presence_count: z.number().int().nonnegative(),
  instant_invite: z.string().url().nullish(),
});

const WIDGET_TIMEOUT_MS = 3_000;

export function createWidgetReader(deps: Deps) {
  let cached: { value: DiscordOnline; at: number; ok: boolean } | undefined;
  let inFlight: Promise<{ value: DiscordOnline; ok: boolean }> | undefined;

  async function fetchWidget(): Promise<{ value: DiscordOnline; ok: boolean }> {
    const guildId = deps.env.DISCORD_GUILD_ID;
    if (!guildId) return { value: { online: null, invite: null }, ok: false };
    try {
      const response = await deps.fetch(`${deps.env.DISCORD_API_URL}/guilds/${guildId}/widget.json`, {
        signal: AbortSignal.timeout(WIDGET_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const widget = widgetSchema.parse(await response.json());
      return { value: { online: widget.presence_count, invite: widget.instant_invite ?? null }, ok: true };
    } catch (error) {
      deps.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'discord widget unavailable',
      );
      return { value: { online: null, invite: null }, ok: false };
    }
  }

  return {
    configured: () => Boolean(deps.env.DISCORD_GUILD_ID),
    /** Latest widget reading, fetched at most once per cache period across concurrent callers. */
    async read(): Promise<{ value: DiscordOnline; ok: boolean }> {
      const ttlMs = deps.env.DISCORD_WIDGET_CACHE_SECONDS * 1000;
      if (cached && deps.now().getTime() - cached.at < ttlMs) return cached;
      inFlight ??= fetchWidget().finally(() => {
        inFlight = undefined;
      });
      const result = await inFlight;
      cached = { ...result, at: deps.now().getTime() };
      return result;
    },
  };
}

export type WidgetReader = ReturnType<typeof createWidgetReader>;
