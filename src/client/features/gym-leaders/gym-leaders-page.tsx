import { badgeName, elementLabel, lastActiveText, openPositions } from '@shared/arena/leaders';
import type { ElementType, GymLeader } from '@shared/arena/types';
import { leaderSlug } from '@shared/gym-leaders/slug';
import { estDateTime } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import { Briefcase, Crown } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { ELEMENT_STYLE } from '../../components/ui/element-style';
import { MinecraftHead } from '../../components/ui/minecraft-head';
import { Page, PageHeader } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';
import { ElementBadge, LeaderWinRate, leadersQuery, StatusBadge } from '../arena';
import { useLiveTopics } from '../live';
import { PlayerLink } from '../players';

export default function GymLeadersPage() {
  useLiveTopics('gym_leaders');
  const leaders = useQuery(leadersQuery);
  return (
    <Page wide>
      <PageHeader eyebrow="Gyms" title="Gym Leaders">
        Paid, vetted competitive players defend every gym. Their status updates live.
      </PageHeader>
      {leaders.isPending ? (
        // The leader cards fill more than a screen: hold one while they load so the footer stays
        // out of view and nothing visible moves when they arrive.
        <div className="min-h-[90vh]">
          <Spinner label="Loading gym leaders…" />
        </div>
      ) : leaders.isError ? (
        <Card role="alert" className="border-red-500/40">
          <h2 className="text-lg font-bold text-danger">Failed to Load Gym Leaders</h2>
          <p className="mt-1 text-muted">{leaders.error.message}</p>
        </Card>
      ) : (
        <div className="space-y-12">
          <section aria-labelledby="current-leaders">
            <h2 id="current-leaders" className="text-2xl font-bold text-fg">
              Current Leaders
            </h2>
            {leaders.data.length === 0 ? (
              <Card className="mt-4 text-muted">No gym leaders available yet.</Card>
            ) : (
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {leaders.data.map((leader) => (
                  <li key={leader.id}>
                    <LeaderCard leader={leader} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <OpenPositions open={openPositions(leaders.data)} />
          <BecomeLeader />
        </div>
      )}
    </Page>
  );
}

function availability(leader: GymLeader, now: Date): string {
  if (leader.status === 'online') return 'Available now';
  if (!leader.next_available_ts) return 'Not scheduled';
  const next = Date.parse(leader.next_available_ts);
  return next <= now.getTime() ? 'Available now' : estDateTime(leader.next_available_ts);
}

function LeaderCard({ leader }: { leader: GymLeader }) {
  const now = new Date();
  return (
    <Card className="h-full">
      <div className="flex items-start gap-4">
        <MinecraftHead username={leader.minecraft_username} name={leader.display_name} size={64} />
        <div className="min-w-0 flex-1">
          <CardTitle className="truncate">
            <PlayerLink name={leader.minecraft_username}>{leader.display_name}</PlayerLink>
          </CardTitle>
          <div className="mt-2 flex flex-wrap gap-2">
            <ElementBadge element={leader.element} />
            <StatusBadge status={leader.status} />
          </div>
        </div>
      </div>
      <p className="mt-4 flex flex-wrap items-center justify-between gap-2 font-semibold text-fg">
        <span className="flex items-center gap-2">
          <Crown className="h-4 w-4 text-primary" aria-hidden="true" />
          {badgeName(leader.element)}
        </span>
        <Link
          to={`/gym-leaders/${leaderSlug(leader.display_name)}`}
          className="text-sm font-medium text-primary underline underline-offset-4"
        >
          Gym page<span className="sr-only"> of {leader.display_name}</span>
        </Link>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted">Win rate</dt>
          <dd>
            <LeaderWinRate winRate={leader.win_rate} />
          </dd>
        </div>
        <div>
          <dt className="text-muted">Badges awarded</dt>
          <dd className="font-semibold tabular-nums text-fg">{leader.badges_awarded}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted">Next availability</dt>
          <dd className="font-semibold text-fg">{availability(leader, now)}</dd>
        </div>
        {/* Always drawn, so a leader going online or offline does not resize the card (and move
            the cards below it) while someone reads the page. */}
        <div className="col-span-2">
          <dt className="text-muted">Last active</dt>
          <dd className="text-fg">
            {leader.status === 'online'
              ? 'Now'
              : leader.last_active_at
                ? lastActiveText(new Date(leader.last_active_at), now)
                : 'Not yet'}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function OpenPositions({ open }: { open: ElementType[] }) {
  if (open.length === 0) return null;
  return (
    <section aria-labelledby="open-positions">
      <h2 id="open-positions" className="text-2xl font-bold text-fg">
        Open Positions
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {open.map((element) => (
          <li key={element}>
            <Card
              className={cn(
                'h-full border-dashed',
                ELEMENT_STYLE[element].split(' ').find((c) => c.startsWith('border-')),
              )}
            >
              <p className="inline-flex items-center gap-1.5 rounded-full bg-primary px-2.5 py-0.5 text-xs font-extrabold tracking-wider text-primary-fg">
                <Briefcase className="h-3.5 w-3.5" aria-hidden="true" />
                NOW HIRING
              </p>
              <CardTitle className="mt-3">{elementLabel(element)} Gym Leader</CardTitle>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <ElementBadge element={element} />
                <span className="text-sm text-muted">{badgeName(element)}</span>
              </div>
              <Link
                to="/gym-leader-application"
                className={cn(buttonClass('outline', 'sm'), 'mt-4')}
                aria-label={`Apply for This Position: ${elementLabel(element)} Gym Leader`}
              >
                Apply for This Position
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BecomeLeader() {
  return (
    <Card className="text-center">
      <h2 className="text-2xl font-bold text-fg">Want to Become a Gym Leader?</h2>
      <p className="mx-auto mt-2 max-w-xl text-muted">
        Gym leaders are paid to hold regular hours, defend their gym with tuned teams and share in the revenue
        of players who support them.
      </p>
      <Link to="/gym-leader-application" className={cn(buttonClass('primary', 'lg'), 'mt-5')}>
        Apply to be Gym Leader
      </Link>
    </Card>
  );
}
