/**
 * The vote sites and the party goal: stored in the database and changed by admins in the console.
 * Until the first save the page shows the sites VOTE_SITES names (or the six defaults), which the
 * start-up seed also writes, so nothing changes for a site that set VOTE_SITES before.
 */
import { asc, eq } from 'drizzle-orm';
import type { VoteSettings } from '../../../shared/vote/admin';
import type { VoteSite } from '../../../shared/vote/types';
import { DEFAULT_VOTE_PARTY_GOAL } from '../../../shared/vote/vote-info';
import type { SessionUser } from '../../context';
import type { Db, Tx } from '../../db/client';
import { voteParty, voteSites } from '../../db/schema';
import type { Env } from '../../env';
import { auditAs } from '../staff';

export const DEFAULT_VOTE_SITES: readonly VoteSite[] = [
  { name: 'Minecraft Server List', url: 'https://minecraft-server-list.com/', rewards: '' },
  { name: 'Minecraft-MP', url: 'https://minecraft-mp.com/', rewards: '' },
  { name: 'TopG', url: 'https://topg.org/minecraft-servers/', rewards: '' },
  { name: 'PlanetMinecraft', url: 'https://www.planetminecraft.com/servers/', rewards: '' },
  { name: 'MinecraftServers.org', url: 'https://minecraftservers.org/', rewards: '' },
  { name: 'Minecraft Servers 100', url: 'https://minecraft-servers-100.com/', rewards: '' },
];

type SiteSource = Pick<Env, 'VOTE_SITES'>;
/** The sites a database without rows starts from. */
export const firstVoteSites = (env: SiteSource): VoteSite[] =>
  (env.VOTE_SITES ?? DEFAULT_VOTE_SITES).map((site) => ({ rewards: '', ...site }));

export async function readVoteSites(db: Db | Tx, env: SiteSource): Promise<VoteSite[]> {
  const rows = await db
    .select({ name: voteSites.name, url: voteSites.url, rewards: voteSites.rewards })
    .from(voteSites)
    .orderBy(asc(voteSites.position));
  return rows.length > 0 ? rows : firstVoteSites(env);
}

export async function readPartyGoal(db: Db): Promise<number> {
  const [row] = await db.select({ goal: voteParty.goal }).from(voteParty).where(eq(voteParty.id, 1));
  return row?.goal ?? DEFAULT_VOTE_PARTY_GOAL;
}

/** At start-up: the first sites become rows once, so the console edits what the page shows. */
export async function seedVoteSites(db: Db, env: SiteSource): Promise<void> {
  await db.transaction(async (tx) => {
    const [any] = await tx.select({ id: voteSites.id }).from(voteSites).limit(1);
    if (any) return;
    await tx.insert(voteSites).values(firstVoteSites(env).map((site, position) => ({ ...site, position })));
  });
}

/** The audit row's values are flat: one readable entry per site, in the page's order. */
const auditSites = (sites: readonly VoteSite[]) =>
  Object.fromEntries(
    sites.map((site, index) => [
      `site_${index + 1}`,
      `${site.name}: ${site.url}${site.rewards ? ` (rewards: ${site.rewards})` : ''}`,
    ]),
  );

/**
 * Replaces the list and sets the goal in one transaction, audited with the sites' names. A save
 * that changes nothing writes nothing (and wakes no page).
 */
export async function saveVoteSettings(
  db: Db,
  env: SiteSource,
  actor: SessionUser,
  settings: VoteSettings,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The party row is the lock: two admins saving at once are applied one after the other.
    await tx.insert(voteParty).values({ id: 1 }).onConflictDoNothing();
    const [party] = await tx.select().from(voteParty).where(eq(voteParty.id, 1)).for('update');
    const before = { sites: await readVoteSites(tx, env), goal: party!.goal };
    const sitesChanged = JSON.stringify(before.sites) !== JSON.stringify(settings.sites);
    if (!sitesChanged && before.goal === settings.party_goal) return;
    if (sitesChanged) {
      await tx.delete(voteSites);
      await tx.insert(voteSites).values(settings.sites.map((site, position) => ({ ...site, position })));
    }
    if (before.goal !== settings.party_goal) {
      await tx.update(voteParty).set({ goal: settings.party_goal }).where(eq(voteParty.id, 1));
    }
    await auditAs(actor)(tx, {
      action: 'vote.update',
      targetType: 'vote',
      targetId: 'vote-page',
      before: { ...auditSites(before.sites), party_goal: before.goal },
      after: { ...auditSites(settings.sites), party_goal: settings.party_goal },
    });
  });
}
