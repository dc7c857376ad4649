/** The Discord widget's row of the browser endpoint table. */
import { endpoint, type Summaries } from '../api/endpoint';
import { discordOnline } from './online';

export const discordEndpoints = {
  online: endpoint({
    method: 'GET',
    path: '/discord/online',
    auth: 'public',
    answer: discordOnline,
  }),
};

/** One line each for the OpenAPI document; pages never import these, so they cost no page a byte. */
export const discordSummaries: Summaries<typeof discordEndpoints> = {
  online: "The Discord server's online count and invite (nulls when unknown)",
};
