/** The Discord widget's row of the browser endpoint table. */
import { endpoint } from '../api/endpoint';
import { discordOnline } from './online';

export const discordEndpoints = {
  online: endpoint({
    method: 'GET',
    path: '/discord/online',
    auth: 'public',
    summary: "The Discord server's online count and invite (nulls when unknown)",
    answer: discordOnline,
  }),
};
