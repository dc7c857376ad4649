/**
 * Every answer the browser reads, from the real app on demo data, checked strictly against the
 * shared response schema the browser parses it with (`test/contract.ts`): renaming, dropping or
 * adding a field on the server fails here. Arena reads are checked as the bytes the read cache
 * serves. Add a row when the browser reads a new endpoint.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  communityStats,
  eventsResponse,
  leaderboardPage,
  leadersResponse,
  matchesResponse,
  ownRank,
  registrationResult,
} from '../shared/arena/types';
import { atlasResponse } from '../shared/atlas/types';
import { demoAccountsResponse, demoSignInResponse, meResponse, signOutResponse } from '../shared/auth/me';
import {
  banCandidatesResponse,
  myBanResponse,
  staffBanResponse,
  staffBansResponse,
} from '../shared/bans/api';
import {
  gameServerCreatedResponse,
  gameServerRevokedResponse,
  staffGameServersResponse,
} from '../shared/bridge/console/game-servers';
import { linkBeginResponse, linkStatusResponse } from '../shared/bridge/link-dialog';
import {
  contentBlockResponse,
  contentBlocksResponse,
  contentPreviewResponse,
  pageContentResponse,
} from '../shared/content/api';
import { CONTENT_PAGE_IDS } from '../shared/content/pages';
import { discordOnline } from '../shared/discord/online';
import { doublesRegistrationResponse, doublesTournamentResponse } from '../shared/doubles/api';
import { formSubmitResponse, mySubmissionsResponse } from '../shared/forms/submissions';
import { uploadResponse } from '../shared/forms/uploads';
import {
  leaderLedgerResponse,
  staffLeaderResponse,
  staffLeadersResponse,
} from '../shared/gym-leaders/console/leaders-api';
import { leaderProfile } from '../shared/gym-leaders/profile';
import {
  notificationPreferencesResponse,
  notificationsResponse,
  unreadCountResponse,
} from '../shared/notifications/api';
import { staffOutboxResponse } from '../shared/outbox/messages';
import { playerProfile } from '../shared/players/profile';
import { seasonArchiveResponse } from '../shared/season/archive';
import { seasonProgressionResponse } from '../shared/season/progression';
import { catalogResponse } from '../shared/shop/catalog-api';
import { staffDeliveriesResponse, staffDeliveryResponse } from '../shared/shop/console/deliveries';
import {
  staffGrantResponse,
  staffPurchaseDetailResponse,
  staffPurchasesResponse,
  staffRefundResponse,
} from '../shared/shop/console/purchases';
import { revenueResponse } from '../shared/shop/console/revenue';
import { storeSettingsResponse } from '../shared/shop/console/settings';
import {
  attestationResponse,
  checkoutResponse,
  dashboardResponse,
  purchasesResponse,
  purchaseView,
  testCheckoutView,
} from '../shared/shop/purchases';
import {
  auditResponse,
  bulkStatusResponse,
  queueResponse,
  roleChangeResponse,
  staffMembersResponse,
  submissionDetailResponse,
} from '../shared/staff/api';
import { staffNotificationsResponse } from '../shared/staff/notifications';
import { staffOverviewResponse } from '../shared/staff/overview';
import {
  publicIncidentsResponse,
  staffIncidentResponse,
  staffIncidentsResponse,
} from '../shared/status/incidents-api';
import { statusReport } from '../shared/status/status';
import { validDoublesEntry } from '../shared/test/doubles-fixtures';
import { validApplication, validForms } from '../shared/test/form-fixtures';
import {
  nextTournamentResponse,
  tournamentPageResponse,
  registrationResult as tournamentRegistrationResult,
} from '../shared/tournaments/api';
import { bracketResponse } from '../shared/tournaments/bracket-api';
import { staffTournamentResponse, staffTournamentsResponse } from '../shared/tournaments/console/api';
import { staffVoteResponse } from '../shared/vote/admin';
import { votePageResponse } from '../shared/vote/types';
import { seedDemoData } from './db/seed';
import { queueDelivery } from './features/bridge';
import { expectContract } from './test/contract';
import { createTestApp, type TestApp, type TestBrowser } from './test/test-app';

let app: TestApp & TestBrowser;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-uploads-'));
  // The cache on, so arena reads are the cached bytes (each read twice below: stored, then served).
  app = await createTestApp({ UPLOADS_DIR: uploadsDir, ARENA_CACHE_SECONDS: '60' });
  await seedDemoData(app.deps);
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

async function read<S extends z.ZodMiniType>(
  browser: TestBrowser,
  schema: S,
  url: string,
  init?: RequestInit,
): Promise<z.output<S>> {
  const res = await browser.request(url, init);
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBeLessThan(300);
  return expectContract(schema, body);
}

const post = (body?: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body ?? {}),
});

async function signedIn(username: string) {
  const browser = app.browser();
  const answer = await read(browser, demoSignInResponse, '/api/auth/demo', post({ username }));
  expect(answer.redirect).toBe('/');
  return browser;
}

describe('what a visitor reads', () => {
  it.each([
    ['/api/me', meResponse],
    ['/api/discord/online', discordOnline],
    ['/api/status', statusReport],
    ['/api/status/incidents', publicIncidentsResponse],
    ['/api/community/stats', communityStats],
    ['/api/events', eventsResponse],
    ['/api/atlas', atlasResponse],
    ['/api/vote', votePageResponse],
    ['/api/season/progression', seasonProgressionResponse],
    ['/api/season/archive', seasonArchiveResponse],
    ['/api/auth/demo/accounts', demoAccountsResponse],
    ['/api/doubles/tournament', doublesTournamentResponse],
    ['/api/shop/catalog', catalogResponse],
    ['/api/tournaments/founders-cup-1', tournamentPageResponse],
    ['/api/tournaments/next', nextTournamentResponse],
    // A demo gym leader: rated, with matches, a gym and badges.
    ['/api/players/mistytides', playerProfile],
    // The same demo leader's page: a record, challengers and presence.
    ['/api/gym-leaders/misty-tides', leaderProfile],
  ] as const)('%s', async (url, schema) => {
    await read(app, schema, url);
  });

  it.each([
    ['/api/arena/leaders', leadersResponse],
    ['/api/arena/matches', matchesResponse],
    ['/api/arena/leaderboard', leaderboardPage],
    ['/api/arena/leaderboard?limit=10&offset=0', leaderboardPage],
  ] as const)('%s (cached bytes)', async (url, schema) => {
    const first = await read(app, schema, url);
    expect(await read(app, schema, url)).toStrictEqual(first);
  });

  it('reads demo rows with their optional and nullable fields filled', async () => {
    const { leaders } = await read(app, leadersResponse, '/api/arena/leaders');
    expect(leaders.length).toBeGreaterThan(0);
    const { entries } = await read(app, atlasResponse, '/api/atlas');
    expect(entries.some((e) => e.yBounds !== undefined || e.notes !== undefined)).toBe(true);
  });
});

describe('what a signed-in player reads and writes', () => {
  it('session, rank, submissions, purchases and sign-out', async () => {
    const ash = await signedIn('AshTrainer');
    expect((await read(ash, meResponse, '/api/me')).user?.discord_username).toBe('AshTrainer');
    await read(ash, ownRank, '/api/arena/leaderboard/me');
    await read(ash, formSubmitResponse, '/api/forms/bug-reports', post(validForms.bug));
    const { submissions } = await read(ash, mySubmissionsResponse, '/api/forms/mine');
    expect(submissions.length).toBeGreaterThan(0);
    await read(ash, purchasesResponse, '/api/shop/purchases');
    await read(ash, signOutResponse, '/api/auth/sign-out', post());
    expect(await read(ash, meResponse, '/api/me')).toEqual({ user: null, player: null });
  });

  it('event registration and withdrawal', async () => {
    const brock = await signedIn('BrockSolid');
    const { events } = await read(brock, eventsResponse, '/api/events');
    const open = events.find(
      (e) =>
        e.status === 'open' &&
        Date.parse(e.start_ts) > Date.now() &&
        e.my_registration !== 'registered' &&
        (e.capacity === null || e.registrationCount < e.capacity),
    );
    expect(open).toBeDefined();
    const url = `/api/events/${open!.id}/registration`;
    const joined = await read(brock, registrationResult, url, post());
    expect(joined.event.my_registration).toBe('registered');
    const left = await read(brock, registrationResult, url, { method: 'DELETE' });
    expect(left.event.my_registration).toBe('withdrawn');
  });

  it("Founders' Cup registration and withdrawal", async () => {
    const ash = await signedIn('AshTrainer');
    const url = '/api/tournaments/founders-cup-1/registration';
    const joined = await read(
      ash,
      tournamentRegistrationResult,
      url,
      post({
        minecraft_username: 'AshTrainer',
        discord_tag: '@ashtrainer',
        email: 'ash@example.com',
        timezone: 'est',
        pokemon_1: 'Pikachu',
        pokemon_2: 'Charizard',
        pokemon_3: 'Lapras',
        pokemon_4: 'Snorlax',
        pokemon_5: 'Dragonite',
        pokemon_6: 'Gengar',
        checkin_agreement: true,
        rules_agreement: true,
        streaming_consent: true,
      }),
    );
    expect(joined.registration.status).toBe('registered');
    const page = await read(ash, tournamentPageResponse, '/api/tournaments/founders-cup-1');
    expect(page.me?.status).toBe('registered');
    const left = await read(ash, tournamentRegistrationResult, url, { method: 'DELETE' });
    expect(left.registration.status).toBe('withdrawn');
  });

  it('Mid-Season Doubles registration and update', async () => {
    const brock = await signedIn('BrockSolid');
    const url = '/api/doubles/registration';
    expect((await read(brock, doublesRegistrationResponse, url)).registration).toBeNull();
    const created = await read(brock, doublesRegistrationResponse, url, post(validDoublesEntry()));
    expect(created.registration?.team).toHaveLength(6);
    const updated = await read(brock, doublesRegistrationResponse, url, {
      ...post(validDoublesEntry({ tera_pokemon_slot: 2, tera_type: 'Water' })),
      method: 'PUT',
    });
    expect(updated.registration?.tera_type).toBe('Water');
    expect(await read(brock, doublesRegistrationResponse, url)).toStrictEqual(updated);
  });

  it('the link dialog', async () => {
    const serena = await signedIn('StaffSerena');
    const { code } = await read(serena, linkBeginResponse, '/api/link/begin', post());
    await read(serena, linkStatusResponse, `/api/link/status?code=${code}`);
  });

  it('an application upload', async () => {
    const misty = await signedIn('MistyTides');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    await read(misty, uploadResponse, '/api/forms/uploads', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'team.png' },
      body: png,
    });
  });

  it('attestation, checkout, the test checkout, the summary and the leader dashboard', async () => {
    const misty = await signedIn('MistyTides');
    const me = await read(misty, meResponse, '/api/me');
    const minecraftUsername = me.player?.mc_username;
    expect(minecraftUsername).toBeTruthy();
    const { leaders } = await read(misty, leadersResponse, '/api/arena/leaders');
    const attestation = await read(
      misty,
      attestationResponse,
      '/api/shop/attestations',
      post({
        attestation_type: 'minecraft_online_requirement',
        attestation_text: 'I will be online.',
        user_confirmation: minecraftUsername,
      }),
    );
    const { url } = await read(
      misty,
      checkoutResponse,
      '/api/shop/checkout',
      post({
        cartItems: [{ quantity: 1, price_id: 'price_battle_pass' }],
        selectedGymLeader: leaders[0]!.id,
        minecraftUsername,
        attestationId: attestation.id,
      }),
    );
    const session = new URL(url, 'http://site.test').searchParams.get('session')!;
    await read(misty, testCheckoutView, `/api/shop/test-checkout/${session}`);
    await read(misty, checkoutResponse, `/api/shop/test-checkout/${session}/pay`, post());
    await read(misty, purchaseView, `/api/shop/purchases/by-session/${session}`);
    await read(misty, dashboardResponse, '/api/shop/dashboard');
  });
});

describe('the tournament bracket', () => {
  it('staff draw it and record a result; a visitor reads it (cached bytes)', async () => {
    const serena = await signedIn('StaffSerena');
    const slug = 'contract-bracket-cup';
    // Demo mode's stand-in field: a started tournament of three checked-in players.
    const field = await read(
      serena,
      bracketResponse,
      `/api/tournaments/${slug}/demo-field`,
      post({ players: 3 }),
    );
    expect(field.registrations).toHaveLength(3);
    const drawn = await read(serena, bracketResponse, `/api/tournaments/${slug}/bracket`, post());
    const semifinal = drawn.matches.find((m) => m.round_number === 4 && m.match_number === 1)!;
    await read(
      serena,
      bracketResponse,
      `/api/tournaments/${slug}/matches/4/1/result`,
      post({ games_won_p1: 2, games_won_p2: 1, winner_id: semifinal.player1_id }),
    );
    const first = await read(app, bracketResponse, `/api/tournaments/${slug}/bracket`);
    expect(first.matches.some((m) => m.winner_id !== null && m.player2_id === null)).toBe(true);
    expect(await read(app, bracketResponse, `/api/tournaments/${slug}/bracket`)).toStrictEqual(first);
    await read(app, bracketResponse, '/api/tournaments/founders-cup-1/bracket');
  });
});

describe('the staff console', () => {
  it('bans: find a player, ban, list, the player reads it, lift', async () => {
    const serena = await signedIn('StaffSerena');
    const brock = await signedIn('BrockSolid');
    const { players } = await read(serena, banCandidatesResponse, '/api/staff/bans/players?q=BrockSolid');
    const target = players.find((p) => p.name === 'BrockSolid')!;
    const { ban } = await read(
      serena,
      staffBanResponse,
      '/api/staff/bans',
      post({
        player_id: target.id,
        reason: 'Contract ban',
        ends_at: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    );
    await read(serena, staffBansResponse, '/api/staff/bans');
    expect((await read(brock, myBanResponse, '/api/me/ban')).ban?.reason).toBe('Contract ban');
    const inbox = await read(brock, notificationsResponse, '/api/me/notifications');
    const told = inbox.notifications.find((n) => n.body.includes('Contract ban'))!;
    await read(brock, unreadCountResponse, '/api/me/notifications/unread-count');
    await read(brock, unreadCountResponse, `/api/me/notifications/${told.id}/read`, post());
    await read(brock, unreadCountResponse, '/api/me/notifications/read-all', post());
    await read(brock, notificationPreferencesResponse, '/api/me/notification-preferences');
    await read(brock, notificationPreferencesResponse, '/api/me/notification-preferences', {
      ...post({ preferences: [{ kind: 'ban_changed', delivery: 'site' }] }),
      method: 'PUT',
    });
    await read(serena, staffOutboxResponse, '/api/staff/outbox');
    await read(serena, staffBanResponse, `/api/staff/bans/${ban.id}/lift`, post({ reason: 'Contract over' }));
    expect((await read(brock, myBanResponse, '/api/me/ban')).ban).toBeNull();
  });

  it('incidents (post, update, list, the public read) and the tournament list', async () => {
    const serena = await signedIn('StaffSerena');
    const { incident } = await read(
      serena,
      staffIncidentResponse,
      '/api/staff/incidents',
      post({ title: 'Contract incident', components: ['api'] }),
    );
    await read(serena, staffIncidentResponse, `/api/staff/incidents/${incident.id}`, {
      ...post({ state: 'resolved' }),
      method: 'PATCH',
    });
    await read(serena, staffIncidentsResponse, '/api/staff/incidents');
    const { incidents } = await read(app.browser(), publicIncidentsResponse, '/api/status/incidents');
    expect(incidents.some((i) => i.id === incident.id && i.ended_at !== null)).toBe(true);
    await read(serena, staffTournamentsResponse, '/api/staff/tournaments');
  });

  it('a tournament made in the console: create, read, change, sign-ups, practice draw, cancel', async () => {
    const rowan = await signedIn('AdminRowan');
    const slug = 'contract-console-cup';
    const day = 86_400_000;
    const settings = {
      name: 'Contract Console Cup',
      cap: 4,
      waitlist: true,
      registration_opens_at: null,
      registration_closes_at: new Date(Date.now() + 6 * day).toISOString(),
      starts_at: new Date(Date.now() + 7 * day).toISOString(),
      check_in_minutes: 30,
      summary: 'Made by the contract test.',
      location: 'Arena',
      rules: ['Best of three.'],
      rewards: [{ place: '1st', prize: 'A trophy' }],
    };
    const url = `/api/staff/tournaments/${slug}`;
    await read(
      rowan,
      staffTournamentResponse,
      '/api/staff/tournaments',
      post({ ...settings, slug, format: 'singles', team_rules: 'founders-cup' }),
    );
    await read(rowan, staffTournamentResponse, url);
    await read(rowan, staffTournamentResponse, url, { ...post({ ...settings, cap: 6 }), method: 'PATCH' });
    await read(rowan, staffTournamentResponse, `${url}/close`, post());
    await read(rowan, staffTournamentResponse, `${url}/open`, post());
    await read(rowan, staffTournamentResponse, `${url}/practice-draw`, post());
    await read(rowan, staffTournamentsResponse, '/api/staff/tournaments');
    await read(rowan, staffTournamentResponse, `${url}/practice-draw`, { ...post(), method: 'DELETE' });
    await read(rowan, staffTournamentResponse, `${url}/cancel`, post({ reason: 'Contract test over.' }));
    await read(app.browser(), tournamentPageResponse, `/api/tournaments/${slug}`);
  });

  it('gym leaders (list, create, edit), a ledger and a payout', async () => {
    const rowan = await signedIn('AdminRowan');
    const { leaders } = await read(rowan, staffLeadersResponse, '/api/staff/leaders');
    const misty = leaders.find((l) => l.player?.mc_username === 'MistyTides')!;
    const { leader } = await read(
      rowan,
      staffLeaderResponse,
      '/api/staff/leaders',
      post({ display_name: 'Contract Leader', element: 'rock' }),
    );
    await read(rowan, staffLeaderResponse, `/api/staff/leaders/${leader.id}`, {
      ...post({ status: 'busy' }),
      method: 'PATCH',
    });
    await read(rowan, leaderLedgerResponse, `/api/staff/leaders/${misty.id}/ledger`);
    await read(
      rowan,
      leaderLedgerResponse,
      `/api/staff/leaders/${misty.id}/payouts`,
      post({ amount_cents: 1, reference: 'contract' }),
    );
  });

  it('queues, a submission, its changes, the audit log and staff members; the reply on /my-submissions', async () => {
    const brock = await signedIn('BrockSolid');
    const { id } = await read(
      brock,
      formSubmitResponse,
      '/api/forms/support-tickets',
      post(validForms.support),
    );
    await read(brock, formSubmitResponse, '/api/forms/waitlist', post(validForms.waitlist));
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const file = await read(brock, uploadResponse, '/api/forms/uploads', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'badges.png' },
      body: png,
    });
    const application = await read(
      brock,
      formSubmitResponse,
      '/api/forms/gym-leader-application',
      post({ ...validApplication, uploads: [file.url] }),
    );

    const serena = await signedIn('StaffSerena');
    const { submissions } = await read(serena, queueResponse, '/api/staff/submissions');
    const waitlisted = submissions.find(
      (s) => s.kind === 'alpha_signup' && s.submitter.discord_username === 'BrockSolid',
    );
    expect(waitlisted).toBeDefined();
    await read(serena, queueResponse, '/api/staff/submissions?kind=support_ticket&status=new&q=BrockSolid');
    const url = `/api/staff/submissions/support_ticket/${id}`;
    await read(serena, submissionDetailResponse, url);
    const detail = await read(
      serena,
      submissionDetailResponse,
      `/api/staff/submissions/gym_leader_application/${application.id}`,
    );
    expect(detail.submission.files).toHaveLength(1);
    const me = await read(serena, meResponse, '/api/me');
    const changed = await read(serena, submissionDetailResponse, url, {
      ...post({
        status: 'resolved',
        reply: 'Sorted, see you in game.',
        note: 'Checked the logs.',
        assignee_id: me.user?.id,
      }),
      method: 'PATCH',
    });
    expect(changed.submission.reply?.author).not.toBeNull();
    await read(
      serena,
      bulkStatusResponse,
      '/api/staff/submissions/bulk',
      post({ items: [{ kind: 'alpha_signup', id: waitlisted!.id }], status: 'accepted' }),
    );
    const { entries } = await read(serena, auditResponse, `/api/staff/audit?target_id=support_ticket:${id}`);
    expect(entries.some((e) => e.before !== null && e.actor !== null)).toBe(true);
    await read(serena, auditResponse, '/api/staff/audit');
    await read(serena, staffMembersResponse, '/api/staff/members');

    const rowan = await signedIn('AdminRowan');
    const { members } = await read(rowan, staffMembersResponse, '/api/staff/members?q=MistyTides');
    const misty = members.find((m) => m.discord_username === 'MistyTides')!;
    await read(rowan, roleChangeResponse, `/api/staff/members/${misty.id}/role`, post({ role: 'staff' }));
    await read(rowan, roleChangeResponse, `/api/staff/members/${misty.id}/role`, post({ role: 'player' }));

    const mine = await read(brock, mySubmissionsResponse, '/api/forms/mine');
    expect(mine.submissions.find((s) => s.id === id)?.reply?.body).toBe('Sorted, see you in game.');
  });

  it('deliveries (list, cancel, retry) and game-server tokens (list, create, revoke)', async () => {
    const { id } = await queueDelivery(app.database.db, {
      idempotencyKey: 'contract-staff-delivery',
      playerUuid: '00000000-0000-4000-b000-000000000001',
      command: 'lp user Contract parent add vip',
      requireOnline: false,
      source: 'test:contract',
    });
    const serena = await signedIn('StaffSerena');
    await read(serena, staffDeliveryResponse, `/api/staff/deliveries/${id}/cancel`, post());
    const { deliveries } = await read(serena, staffDeliveriesResponse, '/api/staff/deliveries?state=dead');
    expect(deliveries.some((d) => d.id === id)).toBe(true);
    await read(serena, staffDeliveryResponse, `/api/staff/deliveries/${id}/retry`, post());
    await read(serena, staffDeliveriesResponse, '/api/staff/deliveries?state=pending');
    await read(serena, staffGameServersResponse, '/api/staff/game-servers');
    const rowan = await signedIn('AdminRowan');
    await read(rowan, gameServerCreatedResponse, '/api/staff/game-servers', post({ name: 'contract-1' }));
    await read(rowan, gameServerRevokedResponse, '/api/staff/game-servers/contract-1/revoke', post());
  });

  it('purchases (search, one purchase, a demo refund, a grant and its revocation) and the notification queue', async () => {
    const misty = await signedIn('MistyTides');
    const me = await read(misty, meResponse, '/api/me');
    const { leaders } = await read(misty, leadersResponse, '/api/arena/leaders');
    const attestation = await read(
      misty,
      attestationResponse,
      '/api/shop/attestations',
      post({
        attestation_type: 'minecraft_online_requirement',
        attestation_text: 'I will be online.',
        user_confirmation: me.player?.mc_username,
      }),
    );
    const { url } = await read(
      misty,
      checkoutResponse,
      '/api/shop/checkout',
      post({
        cartItems: [{ quantity: 1, price_id: 'price_battle_pass' }],
        selectedGymLeader: leaders[0]!.id,
        minecraftUsername: me.player?.mc_username,
        attestationId: attestation.id,
      }),
    );
    const session = new URL(url, 'http://site.test').searchParams.get('session')!;
    await read(misty, checkoutResponse, `/api/shop/test-checkout/${session}/pay`, post());
    const rowan = await signedIn('AdminRowan');
    const { purchases } = await read(rowan, staffPurchasesResponse, `/api/staff/purchases?q=${session}`);
    const id = purchases[0]!.id;
    const detail = await read(rowan, staffPurchaseDetailResponse, `/api/staff/purchases/${id}`);
    await read(
      rowan,
      staffRefundResponse,
      `/api/staff/purchases/${id}/refunds`,
      post({ amount_cents: 100, refunded_cents: detail.purchase.refunded_cents }),
    );
    const granted = await read(
      rowan,
      staffGrantResponse,
      '/api/staff/purchases/grants',
      post({ player: me.player?.mc_username, catalog_item_id: 'battle-pass', reason: 'Contract check' }),
    );
    await read(
      rowan,
      staffGrantResponse,
      `/api/staff/purchases/${granted.purchase.id}/revoke`,
      post({ reason: 'Contract check' }),
    );
    await read(rowan, staffNotificationsResponse, '/api/staff/notifications');
    await read(rowan, staffOverviewResponse, '/api/staff/overview');
    const today = new Date().toISOString().slice(0, 10);
    await read(rowan, revenueResponse, `/api/staff/shop/revenue?from=${today}&to=${today}&by=month`);
    await read(rowan, storeSettingsResponse, '/api/staff/shop/settings');
  });
});

describe('page texts and vote settings', () => {
  it.each(CONTENT_PAGE_IDS)('a visitor reads the texts of %s', async (page) => {
    await read(app, pageContentResponse, `/api/content/${page}`);
  });

  it('the editor: the list, a block, a preview, a publish and a restore', async () => {
    const serena = await signedIn('StaffSerena');
    await read(serena, contentBlocksResponse, '/api/staff/content');
    const rowan = await signedIn('AdminRowan');
    const url = '/api/staff/content/blocks/server-rules/rule-5';
    const { block } = await read(rowan, contentBlockResponse, url);
    await read(rowan, contentPreviewResponse, '/api/staff/content/preview', post({ body: '### Heading' }));
    const { revisions } = await read(rowan, contentBlockResponse, url, {
      ...post({ title: block.title, body: `${block.body}\n\nContract.`, base_revision: block.revision_id }),
      method: 'PUT',
    });
    await read(rowan, contentBlockResponse, `${url}/revisions/${revisions.at(-1)!.id}/restore`, post());
  });

  it('the vote settings: staff read them, an admin saves them', async () => {
    const serena = await signedIn('StaffSerena');
    const settings = await read(serena, staffVoteResponse, '/api/staff/vote');
    const rowan = await signedIn('AdminRowan');
    await read(rowan, staffVoteResponse, '/api/staff/vote', {
      ...post({ sites: settings.sites, party_goal: settings.party_goal + 1 }),
      method: 'PUT',
    });
  });
});
