import { GAMES_TO_WIN, roundName } from '@shared/tournaments/bracket';
import type { BracketMatchView } from '@shared/tournaments/bracket-api';
import { matchResultRequest } from '@shared/tournaments/bracket-requests';
import type { StaffRegistration, StaffTournament } from '@shared/tournaments/console/api';
import { SEEDING_LABELS, SEEDING_MODES, type SeedingMode } from '@shared/tournaments/seeding';
import { estDateTime } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { reportFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useSession } from '../../auth';
import { DoublesTeamDetails, type TeamCorrection } from '../../doubles';
import { useZodForm } from '../../forms';
import { useLiveTopics } from '../../live';
import { PlayerLink } from '../../players';
import { TournamentActions } from './tournament-actions';
import { NewTournament } from './tournament-form';
import {
  bracketQuery,
  type MatchResult,
  registrationsQuery,
  tournamentsQuery,
  useCorrectTeam,
  useDrawBracket,
  useRecordResult,
  useRegistrationAction,
} from './tournaments-api';

const GAME_OPTIONS = Array.from({ length: GAMES_TO_WIN + 1 }, (_, n) => ({
  value: String(n),
  label: String(n),
}));

interface ResultValues {
  games_won_p1: string;
  games_won_p2: string;
  winner_id: string;
}

/** A result with a winner completes the match; without one it records the games so far. */
const resultOf = (values: ResultValues): MatchResult => ({
  games_won_p1: Number(values.games_won_p1),
  games_won_p2: Number(values.games_won_p2),
  winner_id: values.winner_id || null,
  status: values.winner_id ? 'completed' : 'in_progress',
});

const FIELD_CONTROLS: Record<string, string> = { games_won_p1: 'p1', games_won_p2: 'p2' };

function MatchForm({
  slug,
  match,
  names,
}: {
  slug: string;
  match: BracketMatchView;
  names: Map<string, string>;
}) {
  const id = `match-${match.round_number}-${match.match_number}`;
  const form = useZodForm(
    matchResultRequest,
    {
      games_won_p1: String(match.games_won_p1),
      games_won_p2: String(match.games_won_p2),
      winner_id: match.winner_id ?? '',
    },
    { toInput: resultOf, fieldId: (name) => `${id}-${FIELD_CONTROLS[name] ?? 'winner'}` },
  );
  const { values, set } = form;
  const problem = Object.values(form.errors)[0];
  const record = useRecordResult(slug, match, {
    onSuccess: () => toast.success('Result saved'),
    onError: (error) =>
      reportFailure(error, {
        title: 'Result not saved',
        description: 'Please try again.',
        onFieldErrors: form.showErrors,
      }),
  });
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? 'Unknown player') : 'To be decided');
  const label = `${roundName(match.round_number)} match ${match.match_number}`;
  const playable = match.player1_id !== null && match.player2_id !== null && !match.is_bye;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.validate()) record.mutate(resultOf(values));
  };
  return (
    <li className="space-y-2 rounded-xl border border-border bg-surface/80 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${id}-title`} className="min-w-0 flex-1 break-words text-sm font-semibold text-fg">
          Match {match.match_number}: {nameOf(match.player1_id)} vs {nameOf(match.player2_id)}
        </h3>
        <Badge variant={match.match_status === 'completed' ? 'success' : 'outline'}>
          {match.is_bye ? 'Bye' : match.match_status.replace('_', ' ')}
        </Badge>
      </div>
      {playable && (
        <form
          onSubmit={(event) => void submit(event)}
          aria-labelledby={`${id}-title`}
          className="grid grid-cols-2 gap-2 sm:grid-cols-4"
        >
          <div className="space-y-1">
            <Label htmlFor={`${id}-p1`}>Games {nameOf(match.player1_id)}</Label>
            <Select
              id={`${id}-p1`}
              options={GAME_OPTIONS}
              value={values.games_won_p1}
              onChange={(e) => set('games_won_p1', e.target.value)}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-p2`}>Games {nameOf(match.player2_id)}</Label>
            <Select
              id={`${id}-p2`}
              options={GAME_OPTIONS}
              value={values.games_won_p2}
              onChange={(e) => set('games_won_p2', e.target.value)}
            />
          </div>
          <div className="col-span-2 space-y-1 sm:col-span-1">
            <Label htmlFor={`${id}-winner`}>Winner</Label>
            <Select
              id={`${id}-winner`}
              placeholder="None yet (in progress)"
              options={[match.player1_id!, match.player2_id!].map((p) => ({ value: p, label: nameOf(p) }))}
              value={values.winner_id}
              onChange={(e) => set('winner_id', e.target.value)}
            />
          </div>
          <Button
            type="submit"
            size="sm"
            className="col-span-2 self-end sm:col-span-1"
            disabled={record.isPending}
          >
            Save <span className="sr-only">{label}</span>
          </Button>
          {problem && (
            <p role="alert" className="col-span-2 text-sm text-danger sm:col-span-4">
              {problem}
            </p>
          )}
        </form>
      )}
    </li>
  );
}

type BadgeVariant = NonNullable<BadgeProps['variant']>;

const STATUS_BADGE: Record<StaffRegistration['status'], { label: string; variant: BadgeVariant }> = {
  registered: { label: 'Registered', variant: 'success' },
  waitlisted: { label: 'Waitlisted', variant: 'warning' },
  dropped: { label: 'No-show', variant: 'danger' },
  withdrawn: { label: 'Withdrawn', variant: 'secondary' },
};

function place(registration: StaffRegistration): string | null {
  if (registration.registration_slot !== null) return `Slot ${registration.registration_slot}`;
  if (registration.waitlist_position !== null) return `#${registration.waitlist_position} in line`;
  return null;
}

function RegistrationRow({
  slug,
  registration,
  canWithdraw,
  canCorrect,
}: {
  slug: string;
  registration: StaffRegistration;
  canWithdraw: boolean;
  canCorrect: boolean;
}) {
  const name = registration.minecraft_username;
  const act = useRegistrationAction(slug, registration.id, {
    onSuccess: (_answer, action) =>
      toast.success(action === 'check-in' ? `${name} checked in` : `${name} withdrawn`),
    onError: (error, action) =>
      reportFailure(error, {
        title: action === 'check-in' ? 'Not checked in' : 'Not withdrawn',
        description: 'Please try again.',
      }),
  });
  const correctTeam = useCorrectTeam(slug, registration.id);
  const correction: TeamCorrection = {
    pending: correctTeam.isPending,
    save: (team, { onSaved, onFieldErrors }) =>
      correctTeam.mutate(team, {
        onSuccess: () => {
          toast.success(`${name}'s team corrected`);
          onSaved();
        },
        onError: (error) =>
          reportFailure(error, {
            title: 'Team not corrected',
            description: 'Please try again.',
            onFieldErrors,
          }),
      }),
  };
  const badge = STATUS_BADGE[registration.status];
  const where = place(registration);
  const active = registration.status === 'registered' || registration.status === 'waitlisted';
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-border bg-surface/80 p-3">
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold text-fg">
          <PlayerLink name={name} />
        </p>
        <p className="break-words text-sm text-muted">
          @{registration.player} · signed up {estDateTime(registration.signed_up_at)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={badge.variant}>{badge.label}</Badge>
        {where && <span className="text-sm text-muted">{where}</span>}
        {registration.checked_in && <Badge variant="outline">Checked in</Badge>}
      </div>
      {registration.team && (
        <DoublesTeamDetails
          team={registration.team}
          owner={name}
          correction={canCorrect ? correction : undefined}
        />
      )}
      {(registration.can_check_in || (canWithdraw && active)) && (
        <div className="flex flex-wrap gap-2">
          {registration.can_check_in && (
            <Button size="sm" onClick={() => act.mutate('check-in')} disabled={act.isPending}>
              Check in <span className="sr-only">{name}</span>
            </Button>
          )}
          {canWithdraw && active && (
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="secondary" disabled={act.isPending}>
                  Withdraw <span className="sr-only">{name}</span>
                </Button>
              }
              title={`Withdraw ${name}?`}
              description={
                registration.status === 'registered'
                  ? `${name} loses their place; the first on the waitlist takes it.`
                  : `${name} leaves the waitlist.`
              }
              confirmLabel="Withdraw player"
              onConfirm={() => act.mutate('withdraw')}
            />
          )}
        </div>
      )}
    </li>
  );
}

/** Every sign-up with its state; staff check players in and withdraw them (the engine promotes the waitlist). */
function Registrations({ tournament }: { tournament: StaffTournament }) {
  useLiveTopics('tournament_registrations', 'doubles_registrations');
  const list = useQuery(registrationsQuery(tournament.slug));
  if (list.isPending) return <Spinner label="Loading the sign-ups…" />;
  if (list.isError) return <p className="text-danger">The sign-ups could not be loaded.</p>;
  const { registrations, tournament: details } = list.data;
  const singles = details.format === 'singles';
  // Sign-ups change only before the start (the server refuses later).
  const beforeStart = details.status === 'open' || details.status === 'closed';
  const canWithdraw = beforeStart;
  // A doubles team can be corrected until the start, under the player's own rules.
  const canCorrect = !singles && beforeStart;
  const titleId = `registrations-${tournament.slug}`;
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h2 id={titleId} className="font-bold text-fg">
        Sign-ups
      </h2>
      <p className="text-sm text-muted">
        Check-in opens {estDateTime(details.check_in_opens_at)}.{' '}
        {singles
          ? 'Withdrawing a registered player gives a place to the first on the waitlist, and seeds follow sign-up order; at the start, players who did not check in become no-shows.'
          : 'Doubles teams have no waitlist: every team holds a place, and only teams that checked in are drawn at the start.'}
      </p>
      {registrations.length === 0 ? (
        <p className="text-muted">Nobody has signed up yet.</p>
      ) : (
        <ul aria-label={`Sign-ups for ${details.name}`} className="space-y-2">
          {registrations.map((r) => (
            <RegistrationRow
              key={r.id}
              slug={tournament.slug}
              registration={r}
              canWithdraw={canWithdraw}
              canCorrect={canCorrect}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function Bracket({ tournament }: { tournament: StaffTournament }) {
  useLiveTopics('tournament_matches');
  const bracket = useQuery(bracketQuery(tournament.slug));
  const [seeding, setSeeding] = useState<SeedingMode>('signup');
  const draw = useDrawBracket(tournament.slug, {
    onSuccess: (_, mode) => toast.success(`Bracket drawn, seeded ${SEEDING_LABELS[mode].toLowerCase()}`),
    onError: (error) =>
      reportFailure(error, { title: 'Bracket not drawn', description: 'Please try again.' }),
  });
  if (bracket.isPending) return <Spinner label="Loading the bracket…" />;
  if (bracket.isError) return <p className="text-danger">The bracket could not be loaded.</p>;
  const { matches, registrations } = bracket.data;
  if (matches.length === 0) {
    return (
      <div className="space-y-2">
        <p className="text-muted">
          The bracket is not drawn yet. It is drawn from the {tournament.checked_in} checked-in players once
          the tournament has started. Seeding by ladder rating puts the highest-rated player first, players
          without a rating last, each tie in sign-up order.
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-56 space-y-1">
            <Label htmlFor="draw-seeding">Seeding</Label>
            <Select
              id="draw-seeding"
              options={SEEDING_MODES.map((mode) => ({ value: mode, label: SEEDING_LABELS[mode] }))}
              value={seeding}
              onChange={(e) => setSeeding(e.target.value as SeedingMode)}
            />
          </div>
          <Button onClick={() => draw.mutate(seeding)} disabled={draw.isPending}>
            Draw the bracket
          </Button>
        </div>
      </div>
    );
  }
  const names = new Map(registrations.map((r) => [r.id, r.minecraft_username]));
  const rounds = [...new Set(matches.map((m) => m.round_number))];
  return (
    <div className="space-y-4">
      {rounds.map((round) => (
        <section key={round} aria-labelledby={`round-${round}`} className="space-y-2">
          {/* The tab sits under the page's h1: rounds are h2, matches h3. */}
          <h2 id={`round-${round}`} className="font-bold text-fg">
            {roundName(round)}
          </h2>
          <ul className="space-y-2">
            {matches
              .filter((m) => m.round_number === round)
              .map((m) => (
                <MatchForm
                  key={`${m.id}:${m.match_status}:${m.winner_id}:${m.player1_id}:${m.player2_id}`}
                  slug={tournament.slug}
                  match={m}
                  names={names}
                />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * The Tournaments tab: make a tournament (admins), pick one, change it and run its sign-ups, try a
 * practice draw, draw its bracket, record or correct results, crown the champion.
 */
export default function TournamentsPanel() {
  useLiveTopics('tournaments');
  const list = useQuery(tournamentsQuery);
  const session = useSession();
  const isAdmin = session.user?.role === 'admin';
  const [picked, setPicked] = useState('');
  if (list.isPending) return <Spinner label="Loading tournaments…" />;
  if (list.isError) return <p className="text-danger">The tournaments could not be loaded.</p>;
  const { tournaments } = list.data;
  const slug = picked || tournaments[0]?.slug || '';
  const tournament = tournaments.find((t) => t.slug === slug);
  return (
    <div className="space-y-4">
      {isAdmin && <NewTournament tournaments={tournaments} onCreated={setPicked} />}
      <div className="max-w-md space-y-1">
        <Label htmlFor="staff-tournament">Tournament</Label>
        <Select
          id="staff-tournament"
          options={tournaments.map((t) => ({ value: t.slug, label: t.name }))}
          value={slug}
          onChange={(e) => setPicked(e.target.value)}
        />
      </div>
      {tournament ? (
        <>
          <p className="flex flex-wrap gap-2 text-sm text-muted">
            <Badge variant="secondary">{tournament.status}</Badge>
            <span>
              {tournament.registered}/{tournament.cap} registered · {tournament.checked_in} checked in ·{' '}
              {tournament.waitlisted} waitlisted
            </span>
            <span>{tournament.registration_open ? 'Sign-ups open' : 'Sign-ups not open'}</span>
            <span>
              {tournament.bracket_generated_at
                ? `Bracket drawn · ${tournament.completed_matches}/${tournament.matches} matches completed`
                : 'Bracket not drawn'}
            </span>
          </p>
          <TournamentActions key={`actions-${tournament.slug}`} tournament={tournament} isAdmin={isAdmin} />
          <Registrations key={`registrations-${tournament.slug}`} tournament={tournament} />
          <Bracket key={tournament.slug} tournament={tournament} />
        </>
      ) : (
        <p className="text-muted">No tournaments yet.</p>
      )}
    </div>
  );
}
