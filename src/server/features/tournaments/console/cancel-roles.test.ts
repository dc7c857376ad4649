/**
 * A cancelled cup takes its "Registered for" Discord role back from everyone who held a place,
 * singles players and doubles teams alike, against the fake Discord; a player of another cup keeps
 * theirs, and the cancel's audit entry says from how many members the role is taken back.
 */
import { describe, expect, it } from 'vitest';
import { validDoublesEntry } from '../../../../shared/test/doubles-fixtures';
import { MID_SEASON_DOUBLES_SLUG } from '../../../../shared/tournaments/constants';
import { sendJson, signedInAccount, uniqueSuffix } from '../../../test/accounts';
import { botAppForFile, deliverDiscordAhead } from '../../../test/bot-app';
import type { FakeDiscord } from '../../../test/fake-discord';
import type { TestApp, TestBrowser } from '../../../test/test-app';
import { reconcileRoles } from '../../discord';
import { createTournament, registrationBody } from '../test-kit';

let discord: FakeDiscord;
let app: TestApp & TestBrowser;
botAppForFile((made, fake) => {
  app = made;
  discord = fake;
});

const deliverAhead = () => deliverDiscordAhead(app);

const hasRole = (account: { name: string }, roleId: string) =>
  discord.bot.members.get(`test-${account.name}`)?.has(roleId) ?? false;

type Admin = Awaited<ReturnType<typeof signedInAccount>>;

async function mapRole(admin: Admin, tournamentId: string, roleId: string) {
  const saved = await sendJson(admin.browser, 'PUT', '/api/staff/discord/roles', {
    target: `tournament:${tournamentId}`,
    role_id: roleId,
  });
  expect(saved.status).toBe(200);
}

async function singlesPlayer(slug: string) {
  const player = await signedInAccount(app);
  const body = registrationBody(`cr${uniqueSuffix()}`);
  expect((await sendJson(player.browser, 'POST', `/api/tournaments/${slug}/registration`, body)).status).toBe(
    201,
  );
  return player;
}

async function doublesTeam() {
  const player = await signedInAccount(app);
  const team = validDoublesEntry({ minecraft_username: `Cd${uniqueSuffix()}`.slice(0, 16) });
  expect((await sendJson(player.browser, 'POST', '/api/doubles/registration', team)).status).toBe(201);
  return player;
}

async function cancel(admin: Admin, slug: string) {
  const cancelled = await sendJson(admin.browser, 'POST', `/api/staff/tournaments/${slug}/cancel`, {
    reason: 'The arena is being rebuilt.',
  });
  expect(cancelled.status).toBe(200);
  const audit = await admin.browser.json<{ entries: { action: string; after: Record<string, unknown> }[] }>(
    `/api/staff/audit?target_type=tournament&target_id=${slug}`,
  );
  return audit.body.entries.find((e) => e.action === 'tournament.cancel')?.after;
}

describe('cancelling a cup with a mapped "Registered for" role', () => {
  it('takes the role back from both singles players; a player of another cup keeps theirs', async () => {
    const admin = await signedInAccount(app, 'admin');
    const cup = await createTournament(app, { slug: `cancel-roles-${uniqueSuffix()}` });
    const other = await createTournament(app, { slug: `kept-roles-${uniqueSuffix()}` });
    const [cupRole, otherRole] = ['810000000000000001', '810000000000000002'];
    await mapRole(admin, cup.id, cupRole);
    await mapRole(admin, other.id, otherRole);
    const players = [await singlesPlayer(cup.slug), await singlesPlayer(cup.slug)];
    const elsewhere = await singlesPlayer(other.slug);
    await deliverAhead();
    expect([...players, elsewhere].map((p, i) => hasRole(p, i < 2 ? cupRole : otherRole))).toEqual([
      true,
      true,
      true,
    ]);

    const audited = await cancel(admin, cup.slug);
    expect(audited).toMatchObject({ status: 'cancelled', role_taken_back_from: '2 members' });
    await deliverAhead();
    expect(players.map((p) => hasRole(p, cupRole))).toEqual([false, false]);
    expect(hasRole(elsewhere, otherRole)).toBe(true);

    // The nightly round wants the same: it gives the cancelled cup's role to nobody.
    await reconcileRoles(app.deps);
    await deliverAhead();
    expect(players.map((p) => hasRole(p, cupRole))).toEqual([false, false]);
    expect(hasRole(elsewhere, otherRole)).toBe(true);
  });

  it('takes the role back from both doubles teams', async () => {
    const admin = await signedInAccount(app, 'admin');
    const cup = await createTournament(app, {
      slug: MID_SEASON_DOUBLES_SLUG,
      name: 'Cancelled Doubles',
      format: 'doubles',
      team_rules: 'mid-season-doubles',
    });
    const roleId = '810000000000000003';
    await mapRole(admin, cup.id, roleId);
    const teams = [await doublesTeam(), await doublesTeam()];
    await deliverAhead();
    expect(teams.map((t) => hasRole(t, roleId))).toEqual([true, true]);

    const audited = await cancel(admin, cup.slug);
    expect(audited).toMatchObject({ status: 'cancelled', role_taken_back_from: '2 members' });
    await deliverAhead();
    expect(teams.map((t) => hasRole(t, roleId))).toEqual([false, false]);
  });

  it('says nothing about roles when none is mapped to the cup', async () => {
    const admin = await signedInAccount(app, 'admin');
    const cup = await createTournament(app, { slug: `unmapped-${uniqueSuffix()}` });
    await singlesPlayer(cup.slug);
    const audited = await cancel(admin, cup.slug);
    expect(audited).toMatchObject({ status: 'cancelled' });
    expect(audited).not.toHaveProperty('role_taken_back_from');
  });
});
