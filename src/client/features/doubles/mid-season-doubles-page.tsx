/** /mid-season-doubles: the Mid-Season Doubles Showdown, its rules and prizes, and team registration. */

import { checkInLeadMinutes } from '@shared/tournaments/registration';
import { estDate, estTime } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Clock, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Page, PageHeader } from '../../components/ui/page';
import { useLiveTopics } from '../live';
import { CancelledBanner } from '../tournaments';
import { BracketBanner, FormatAndRules, ParadoxInfo, Prizes } from './doubles-info';
import { DoublesRegistration } from './doubles-registration';
import { doublesTournamentQuery } from './use-doubles';

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string | undefined }) {
  return (
    <div className="min-w-0 rounded-xl border border-border bg-surface/80 p-4">
      <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-muted">
        {icon}
        {label}
      </dt>
      {/* Dashes until the tournament is read, so the layout does not move. */}
      <dd className="mt-1 font-bold text-fg">{value ?? '—'}</dd>
    </div>
  );
}

export default function MidSeasonDoublesPage() {
  useLiveTopics('tournaments', 'doubles_registrations');
  const { data } = useQuery(doublesTournamentQuery);
  const tournament = data?.tournament;
  const icon = 'h-4 w-4 shrink-0 text-primary';
  return (
    <Page wide>
      <PageHeader eyebrow="Tournament" title="Mid-Season Doubles Showdown">
        <p>
          Level 50 doubles: bring 6, choose 4. Best of 3, single elimination
          {tournament ? `, ${tournament.cap} teams` : ''}.
        </p>
      </PageHeader>
      <div className="space-y-6">
        <CancelledBanner tournament={tournament} />
        <dl className="grid gap-3 sm:grid-cols-3">
          <Fact
            icon={<CalendarDays className={icon} aria-hidden="true" />}
            label="Date"
            value={tournament && `${estDate(tournament.starts_at)}, ${estTime(tournament.starts_at)}`}
          />
          <Fact
            icon={<Clock className={icon} aria-hidden="true" />}
            label="Check-in"
            value={
              tournament &&
              `${estTime(tournament.check_in_opens_at)} (${checkInLeadMinutes(tournament)} minutes before)`
            }
          />
          <Fact
            icon={<Users className={icon} aria-hidden="true" />}
            label="Teams"
            value={tournament && `${tournament.registered} of ${tournament.cap} registered`}
          />
        </dl>
        <BracketBanner />
        <div className="grid gap-6 lg:grid-cols-3">
          <FormatAndRules cap={tournament?.cap} />
          <Prizes />
          <ParadoxInfo />
        </div>
        <section aria-label="Registration">
          <DoublesRegistration tournament={tournament} />
        </section>
      </div>
    </Page>
  );
}
