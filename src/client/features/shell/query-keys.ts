/** The shell's own query keys (the game server's state shares the status page's). */
export const shellKeys = {
  discordOnline: () => ['discord-online'] as const,
};
