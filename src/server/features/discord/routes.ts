import { Hono } from 'hono';
import type { DiscordOnline } from '../../../shared/discord/online';
import type { AppEnv } from '../../context';
import type { WidgetReader } from './widget';

/** GET /api/discord/online → { online, invite }, nulls when not configured or unreachable. */
export function discordRoutes(widget: WidgetReader) {
  return new Hono<AppEnv>().get('/online', async (c) => {
    const { value } = await widget.read();
    c.header('Cache-Control', 'public, max-age=30');
    return c.json(value satisfies DiscordOnline);
  });
}
