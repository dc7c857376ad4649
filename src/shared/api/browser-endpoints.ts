/**
 * The browser API's endpoint table, assembled from the features' own parts. A feature declares its
 * rows where it lives (`src/shared/<feature>/endpoints.ts`, a console's in
 * `src/shared/<feature>/console/endpoints.ts`) and adds its group here. The server reads this
 * assembly for the OpenAPI document and the coverage test; pages import their feature's part, so
 * a page's first load carries only the rows it calls.
 */
import { accountLinkEndpoints } from '../account-link/endpoints';
import { arenaEndpoints } from '../arena/endpoints';
import { eventEndpoints } from '../arena/event-endpoints';
import { atlasEndpoints } from '../atlas/endpoints';
import { authEndpoints } from '../auth/endpoints';
import { communityEndpoints } from '../community/endpoints';
import { contentEndpoints } from '../content/endpoints';
import { discordEndpoints } from '../discord/endpoints';
import { doublesEndpoints } from '../doubles/endpoints';
import { formsEndpoints } from '../forms/endpoints';
import { seasonEndpoints } from '../season/endpoints';
import { shopEndpoints } from '../shop/endpoints';
import { statusEndpoints } from '../status/endpoints';
import { tournamentEndpoints } from '../tournaments/endpoints';
import { voteEndpoints } from '../vote/endpoints';
import type { Endpoint } from './endpoint';
import { apiDocsEndpoints } from './endpoints';

export const browserEndpoints = {
  apiDocs: apiDocsEndpoints,
  auth: authEndpoints,
  discord: discordEndpoints,
  status: statusEndpoints,
  forms: formsEndpoints,
  content: contentEndpoints,
  arena: arenaEndpoints,
  events: eventEndpoints,
  doubles: doublesEndpoints,
  tournaments: tournamentEndpoints,
  atlas: atlasEndpoints,
  vote: voteEndpoints,
  season: seasonEndpoints,
  community: communityEndpoints,
  accountLink: accountLinkEndpoints,
  shop: shopEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

/** Every row with its name in the table (`arena.leaders`). */
export const browserEndpointList = (): { id: string; endpoint: Endpoint }[] =>
  Object.entries(browserEndpoints).flatMap(([group, rows]) =>
    Object.entries(rows as Record<string, Endpoint>).map(([name, endpoint]) => ({
      id: `${group}.${name}`,
      endpoint,
    })),
  );
