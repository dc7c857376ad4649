/** What other features may use of the site shell: the Discord online count. */
export { useDiscordOnline } from './use-discord-online';
