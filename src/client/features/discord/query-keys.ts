/** The Discord feature's query keys: the console's role mappings, which the live topic refreshes. */
import { CONSOLE_DISCORD_ROLES_KEY } from '../../lib/console-keys';

export const discordKeys = {
  roles: CONSOLE_DISCORD_ROLES_KEY,
};
