/**
 * The head of a match's page as the server sends it: who played whom and how it ended (what a
 * link pasted in Discord previews), or not found for an unknown id (answered with status 404).
 */
import type { ArenaMatch } from '../../../shared/arena/types';
import { SITE } from '../../../shared/site/brand';
import { matchPath } from '../../../shared/site/path-pattern';
import type { Db } from '../../db/client';
import { matchPageData } from './routes';

export const MATCH_ROUTE = '/matches/:id';

const nameOf = (name: string | null) => name ?? 'an unknown trainer';

function outcome(match: ArenaMatch) {
  if (!match.ended_at) return 'in progress';
  if (match.winner_uuid === match.leader_uuid) return `won by ${nameOf(match.leader_name)}`;
  if (match.winner_uuid === match.challenger_uuid) return `won by ${nameOf(match.challenger_name)}`;
  return match.result ? `ended: ${match.result}` : 'ended without a winner';
}

export async function matchPageHead(db: Db, pathname: string) {
  const id = matchPath(MATCH_ROUTE, pathname.replace(/\/+$/, ''))?.id;
  const page = id ? await matchPageData(db, id) : undefined;
  if (!page) return { notFound: true as const };
  const { match } = page;
  const title = `${nameOf(match.leader_name)} vs ${nameOf(match.challenger_name)}`;
  const day = match.started_at.slice(0, 10);
  return {
    title,
    description:
      `Gym battle on ${SITE.name}, ${day} (UTC), ${outcome(match)}.` +
      (page.showdown_log ? ' Watch the replay turn by turn.' : ''),
    path: `/matches/${match.id}`,
  };
}
