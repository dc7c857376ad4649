import { type EventGroups, groupEvents } from '@shared/arena/events';
import type { ArenaEvent } from '@shared/arena/types';
import { FOUNDERS_CUP_SLUG } from '@shared/tournaments/constants';
import { useQuery } from '@tanstack/react-query';
import { BellRing, Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { buttonClass } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';
import { BanNotice } from '../bans';
import { useLiveTopics } from '../live';
import { useDiscordOnline } from '../shell';
import { EventCard } from './event-card';
import { eventsQuery } from './use-events';

/** Re-reads the clock each minute so an event moves to In Progress or Ended without a reload. */
function useNow(stepMs = 60_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}

export default function EventsPage() {
  // Tournaments are listed as themselves: their sign-ups change the list too.
  useLiveTopics(
    'events',
    'event_registrations',
    'tournaments',
    'tournament_registrations',
    'doubles_registrations',
  );
  const events = useQuery(eventsQuery);
  const now = useNow();
  return (
    <Page wide>
      <PageHeader eyebrow="Compete" title="Events & Tournaments">
        Tournaments, themed battles, raids and quick events. Register while an event is open.
      </PageHeader>
      <BanNotice />
      {events.isPending ? (
        <EventsSkeleton />
      ) : events.isError ? (
        <Card role="alert" className="border-red-500/40 text-danger">
          Error loading events: {events.error.message}
        </Card>
      ) : (
        <EventSections groups={groupEvents(events.data, now)} now={now} />
      )}
      <NeverMissCta />
    </Page>
  );
}

function EventSections({ groups, now }: { groups: EventGroups<ArenaEvent>; now: Date }) {
  return (
    <div className="space-y-12">
      {groups.featured && (
        <section aria-labelledby="featured-title">
          <h2 id="featured-title" className="mb-4 text-sm font-bold uppercase tracking-[0.2em] text-primary">
            Featured Event
          </h2>
          <EventCard event={groups.featured} now={now} featured allRewards />
        </section>
      )}
      {groups.running.length > 0 && (
        <section aria-labelledby="running-title">
          <h2 id="running-title" className="text-2xl font-bold text-fg">
            Happening Now
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {groups.running.map((event) => (
              <li key={event.id}>
                <EventCard event={event} now={now} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className="text-2xl font-bold text-fg">
          Upcoming Events
        </h2>
        {groups.upcoming.length === 0 ? (
          <p className="mt-3 text-muted">
            {groups.featured ? 'Nothing else is scheduled yet.' : 'No upcoming events yet. Check back soon!'}
          </p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {groups.upcoming.map((event) => (
              <li key={event.id}>
                <EventCard event={event} now={now} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="past-title">
        <h2 id="past-title" className="text-2xl font-bold text-fg">
          Past Events
        </h2>
        <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {!listsFoundersCup(groups) && (
            <li>
              <FoundersCupCard />
            </li>
          )}
          {groups.past.map((event) => (
            <li key={event.id}>
              <EventCard event={event} now={now} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * The events before they arrive (and in the server's first paint): blocks the size of the featured
 * event and a row of cards, so the sections and the Discord card below do not jump when they land.
 */
function EventsSkeleton() {
  return (
    <div className="space-y-12">
      <div>
        <p className="mb-4 h-5">
          <Spinner label="Loading events…" className="h-5" />
        </p>
        <div aria-hidden="true" className="h-80 rounded-2xl border border-border bg-surface/40" />
      </div>
      <ul aria-hidden="true" className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed set of placeholders
          <li key={i} className="h-72 rounded-2xl border border-border bg-surface/40" />
        ))}
      </ul>
    </div>
  );
}

const FOUNDERS_CUP = "Founders' Cup #1";
/** The cup's own tournament row wherever its date puts it; the fixed card stands in only without it. */
const listsFoundersCup = (groups: EventGroups<ArenaEvent>) =>
  [groups.featured, ...groups.running, ...groups.upcoming, ...groups.past].some(
    (event) => event?.tournament?.slug === FOUNDERS_CUP_SLUG,
  );

/** Listed when the events table does not hold the cup: its own page has the sign-up and the results. */
function FoundersCupCard() {
  return (
    <Card role="group" aria-labelledby="founders-cup-title" className="flex h-full flex-col">
      <div className="flex flex-wrap gap-2">
        <Badge variant="outline">Tournament</Badge>
        <Badge variant="secondary">Ended</Badge>
      </div>
      <CardTitle id="founders-cup-title" className="mt-3 flex items-center gap-2">
        <Trophy className="h-5 w-5 text-primary" aria-hidden="true" />
        {FOUNDERS_CUP}
      </CardTitle>
      <p className="mt-2 text-muted">
        The server's first championship: group stages, a redemption round and the final.
      </p>
      <div className="mt-auto">
        <Link to="/founders-1" className={cn(buttonClass('secondary', 'sm'), 'mt-5 self-start')}>
          View {FOUNDERS_CUP}
        </Link>
      </div>
    </Card>
  );
}

function NeverMissCta() {
  const { invite } = useDiscordOnline();
  return (
    <Card className="mt-12 text-center">
      <BellRing className="mx-auto h-8 w-8 text-primary" aria-hidden="true" />
      <h2 className="mt-3 text-2xl font-bold text-fg">Never Miss an Event</h2>
      <p className="mx-auto mt-2 max-w-xl text-muted">
        Event announcements, sign-up reminders and results are posted in our Discord first.
      </p>
      <a href={invite} target="_blank" rel="noreferrer" className={cn(buttonClass('primary', 'lg'), 'mt-5')}>
        Join our Discord
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Card>
  );
}
