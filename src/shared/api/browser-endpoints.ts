/**
 * The browser API's endpoint table, assembled from the features' own parts. A feature declares its
 * rows and their summaries where it lives (`src/shared/<feature>/endpoints.ts`, a console's in
 * `src/shared/<feature>/console/endpoints.ts`) and adds its group here. The server reads this
 * assembly for the OpenAPI document and the coverage test; pages import their feature's part, so
 * a page's first load carries only the rows it calls.
 */
import { accountLinkConsoleEndpoints, accountLinkConsoleSummaries } from '../account-link/console/endpoints';
import { accountLinkEndpoints, accountLinkSummaries } from '../account-link/endpoints';
import { arenaEndpoints, arenaSummaries } from '../arena/endpoints';
import { eventEndpoints, eventSummaries } from '../arena/event-endpoints';
import { atlasConsoleEndpoints, atlasConsoleSummaries } from '../atlas/console/endpoints';
import { atlasEndpoints, atlasSummaries } from '../atlas/endpoints';
import { authEndpoints, authSummaries } from '../auth/endpoints';
import { banConsoleEndpoints, banConsoleSummaries } from '../bans/console/endpoints';
import { banEndpoints, banSummaries } from '../bans/endpoints';
import { gameServerConsoleEndpoints, gameServerConsoleSummaries } from '../bridge/console/endpoints';
import { communityEndpoints, communitySummaries } from '../community/endpoints';
import { contentConsoleEndpoints, contentConsoleSummaries } from '../content/console/endpoints';
import { contentEndpoints, contentSummaries } from '../content/endpoints';
import { discordConsoleEndpoints, discordConsoleSummaries } from '../discord/console/endpoints';
import { discordEndpoints, discordSummaries } from '../discord/endpoints';
import { doublesEndpoints, doublesSummaries } from '../doubles/endpoints';
import { eventConsoleEndpoints, eventConsoleSummaries } from '../events/console/endpoints';
import { formsEndpoints, formsSummaries } from '../forms/endpoints';
import { leaderConsoleEndpoints, leaderConsoleSummaries } from '../gym-leaders/console/endpoints';
import { leaderEndpoints, leaderSummaries } from '../gym-leaders/endpoints';
import { notificationEndpoints, notificationSummaries } from '../notifications/endpoints';
import { outboxConsoleEndpoints, outboxConsoleSummaries } from '../outbox/console/endpoints';
import { playerEndpoints, playerSummaries } from '../players/endpoints';
import { replayEndpoints, replaySummaries } from '../replays/endpoints';
import { seasonConsoleEndpoints, seasonConsoleSummaries } from '../season/console/endpoints';
import { seasonEndpoints, seasonSummaries } from '../season/endpoints';
import { shopConsoleEndpoints, shopConsoleSummaries } from '../shop/console/endpoints';
import { shopEndpoints, shopSummaries } from '../shop/endpoints';
import { staffEndpoints, staffSummaries } from '../staff/endpoints';
import { incidentConsoleEndpoints, incidentConsoleSummaries } from '../status/console/endpoints';
import { statusEndpoints, statusSummaries } from '../status/endpoints';
import { incidentEndpoints, incidentSummaries } from '../status/incident-endpoints';
import { bracketEndpoints, bracketSummaries } from '../tournaments/bracket-endpoints';
import { tournamentConsoleEndpoints, tournamentConsoleSummaries } from '../tournaments/console/endpoints';
import { tournamentEndpoints, tournamentSummaries } from '../tournaments/endpoints';
import { voteConsoleEndpoints, voteConsoleSummaries } from '../vote/console/endpoints';
import { voteEndpoints, voteSummaries } from '../vote/endpoints';
import type { Endpoint, Summaries } from './endpoint';
import { apiDocsEndpoints, apiDocsSummaries } from './endpoints';

/** A feature's rows with their summaries, which must name every row. */
const group = <Rows extends Record<string, Endpoint>>(rows: Rows, summaries: Summaries<Rows>) => ({
  rows,
  summaries,
});

const browserEndpoints = {
  apiDocs: group(apiDocsEndpoints, apiDocsSummaries),
  auth: group(authEndpoints, authSummaries),
  discord: group(discordEndpoints, discordSummaries),
  status: group(statusEndpoints, statusSummaries),
  incidents: group(incidentEndpoints, incidentSummaries),
  forms: group(formsEndpoints, formsSummaries),
  content: group(contentEndpoints, contentSummaries),
  arena: group(arenaEndpoints, arenaSummaries),
  events: group(eventEndpoints, eventSummaries),
  doubles: group(doublesEndpoints, doublesSummaries),
  tournaments: group(tournamentEndpoints, tournamentSummaries),
  brackets: group(bracketEndpoints, bracketSummaries),
  atlas: group(atlasEndpoints, atlasSummaries),
  vote: group(voteEndpoints, voteSummaries),
  players: group(playerEndpoints, playerSummaries),
  replays: group(replayEndpoints, replaySummaries),
  leaders: group(leaderEndpoints, leaderSummaries),
  season: group(seasonEndpoints, seasonSummaries),
  community: group(communityEndpoints, communitySummaries),
  accountLink: group(accountLinkEndpoints, accountLinkSummaries),
  shop: group(shopEndpoints, shopSummaries),
  bans: group(banEndpoints, banSummaries),
  notifications: group(notificationEndpoints, notificationSummaries),
  staff: group(staffEndpoints, staffSummaries),
  eventsConsole: group(eventConsoleEndpoints, eventConsoleSummaries),
  contentConsole: group(contentConsoleEndpoints, contentConsoleSummaries),
  seasonConsole: group(seasonConsoleEndpoints, seasonConsoleSummaries),
  accountLinkConsole: group(accountLinkConsoleEndpoints, accountLinkConsoleSummaries),
  incidentsConsole: group(incidentConsoleEndpoints, incidentConsoleSummaries),
  voteConsole: group(voteConsoleEndpoints, voteConsoleSummaries),
  gameServersConsole: group(gameServerConsoleEndpoints, gameServerConsoleSummaries),
  shopConsole: group(shopConsoleEndpoints, shopConsoleSummaries),
  leadersConsole: group(leaderConsoleEndpoints, leaderConsoleSummaries),
  tournamentsConsole: group(tournamentConsoleEndpoints, tournamentConsoleSummaries),
  atlasConsole: group(atlasConsoleEndpoints, atlasConsoleSummaries),
  bansConsole: group(banConsoleEndpoints, banConsoleSummaries),
  outboxConsole: group(outboxConsoleEndpoints, outboxConsoleSummaries),
  discordConsole: group(discordConsoleEndpoints, discordConsoleSummaries),
};

/** Every row with its name in the table (`arena.leaders`) and its summary. */
export const browserEndpointList = (): { id: string; endpoint: Endpoint; summary: string }[] =>
  Object.entries(browserEndpoints).flatMap(([group, { rows, summaries }]) =>
    Object.entries(rows as Record<string, Endpoint>).map(([name, endpoint]) => ({
      id: `${group}.${name}`,
      endpoint,
      summary: (summaries as Record<string, string>)[name]!,
    })),
  );
