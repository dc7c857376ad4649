/**
 * What a tournament's share card shows (name, status, format, start, champion or entrants), and
 * the head of the pages that show a tournament, made from the cup its page draws: its own page
 * `/tournaments/:slug` and the Founders' Cup's fixed pages, whose bracket is the default one; and
 * the cups' pages as sitemap.xml lists them.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { SITE } from '../../../shared/site/brand';
import type { TournamentDetails } from '../../../shared/tournaments/api';
import { TOURNAMENT_SLUG } from '../../../shared/tournaments/bracket-requests';
import type { Db } from '../../db/client';
import { tournaments } from '../../db/schema';
import { type TournamentRow, tournamentDetails } from './queries';

export const TOURNAMENT_ROUTE = '/tournaments/:slug';
/** Pages of the table that show the Founders' Cup without a slug in their path. */
export const FOUNDERS_CUP_PAGES = ['/tournaments/founders-cup-1', '/founders-1', '/tournament-bracket'];

type PublishedStatus = Exclude<TournamentRow['status'], 'draft'>;

export async function publishedTournament(db: Db, slug: string) {
  if (!TOURNAMENT_SLUG.safeParse(slug).success) return undefined;
  const [row] = await db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.slug, slug), sql`${tournaments.status} <> 'draft'`));
  return row;
}

/** What the card and the head say of a published cup, from the answer its page draws. */
function factsOf(cup: TournamentDetails) {
  return {
    slug: cup.slug,
    name: cup.name,
    status: cup.status as PublishedStatus,
    format: cup.format === 'doubles' ? 'Doubles' : 'Singles',
    champion: cup.champion,
    entrants: cup.registered,
    cap: cup.cap,
    startsAt: new Date(cup.starts_at),
  };
}

/** The card's facts for a published tournament, or undefined (unknown slug or a draft). */
export async function bracketCardFacts(db: Db, slug: string, now: Date) {
  const row = await publishedTournament(db, slug);
  return row ? factsOf(await tournamentDetails(db, row, now)) : undefined;
}

type BracketFacts = Awaited<ReturnType<typeof factsOf>>;

function descriptionOf(facts: BracketFacts): string {
  const start = `${facts.startsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const field = `${facts.entrants} of ${facts.cap} places taken`;
  switch (facts.status) {
    case 'completed':
      return facts.champion
        ? `${facts.name} on ${SITE.name} is over: ${facts.champion} is the champion.`
        : `${facts.name} on ${SITE.name} is over.`;
    case 'cancelled':
      return `${facts.name} on ${SITE.name} was cancelled.`;
    case 'live':
      return `${facts.name} is being played now on ${SITE.name}: ${facts.entrants} players in the bracket.`;
    case 'open':
      return `${facts.format} tournament on ${SITE.name}, starting ${start}. Sign-ups are open: ${field}.`;
    default:
      return `${facts.format} tournament on ${SITE.name}, starting ${start}: ${field}.`;
  }
}

/**
 * The head of a page showing a published tournament (`cup`, a practice draw or not), with the slug
 * its card is drawn for.
 */
export function tournamentPageHead(routePath: string, cup: TournamentDetails, practice: boolean) {
  const facts = factsOf(cup);
  return {
    title: routePath === '/tournament-bracket' ? `${facts.name} bracket` : facts.name,
    description: descriptionOf(facts),
    path: FOUNDERS_CUP_PAGES.includes(routePath) ? routePath : `/tournaments/${facts.slug}`,
    cardSlug: facts.slug,
    // A practice draw stands in for a real cup for a while ("nothing here counts"): not for search.
    ...(practice ? { searchable: false } : {}),
  };
}

/**
 * Up to `limit` published cups' pages, newest start first, last changed when their row was: not
 * drafts (their page is a 404) nor practice draws.
 */
export async function tournamentPages(db: Db, limit: number) {
  const rows = await db
    .select({ slug: tournaments.slug, updated_at: tournaments.updated_at })
    .from(tournaments)
    .where(and(sql`${tournaments.status} <> 'draft'`, isNull(tournaments.practice_of)))
    .orderBy(desc(tournaments.starts_at), tournaments.slug)
    .limit(limit);
  return rows
    .filter((row) => TOURNAMENT_SLUG.safeParse(row.slug).success)
    .map((row) => ({ path: `/tournaments/${row.slug}`, lastmod: row.updated_at }));
}
