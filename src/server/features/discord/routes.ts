import { discordEndpoints } from '../../../shared/discord/endpoints';
import type { DiscordOnline } from '../../../shared/discord/online';
import { endpointRoutes } from '../../lib/endpoint-routes';
import type { WidgetReader } from './widget';

/** GET /api/discord/online → { online, invite }, nulls when not configured or unreachable. */
export function discordRoutes(widget: WidgetReader) {
  return endpointRoutes('/discord').on(discordEndpoints.online, async (c) => {
    const { value } = await widget.read();
    c.header('Cache-Control', 'public, max-age=30');
    return c.json(value satisfies DiscordOnline);
  }).routes;
}
