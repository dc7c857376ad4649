/**
 * The console's first tab: what needs staff now. Each line is a count with a few of its items and
 * a button to the tab that handles it.
 */
import type { OverviewKey, StaffOverviewResponse } from '@shared/staff/overview';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useLiveTopics } from '../live';
import { overviewQuery } from './staff-queries';

const LINES: { key: OverviewKey; title: string; tab: string; tabName: string; none: string }[] = [
  {
    key: 'submissions',
    title: 'Open submissions',
    tab: 'queues',
    tabName: 'Review queues',
    none: 'Every submission is answered.',
  },
  {
    key: 'deliveries',
    title: 'Deliveries needing attention',
    tab: 'deliveries',
    tabName: 'Deliveries',
    none: 'No failed or dead deliveries.',
  },
  { key: 'disputes', title: 'Disputes', tab: 'purchases', tabName: 'Purchases', none: 'No open disputes.' },
  {
    key: 'check_ins',
    title: 'Check-ins due',
    tab: 'tournaments',
    tabName: 'Tournaments',
    none: 'No one is waiting to check in.',
  },
  {
    key: 'notices',
    title: 'Notices failed',
    tab: 'purchases',
    tabName: 'Purchases',
    none: 'Every staff notice reached Discord.',
  },
];

export function Overview({ onOpenTab }: { onOpenTab: (tab: string) => void }) {
  useLiveTopics('tournaments', 'tournament_registrations');
  const overview = useQuery(overviewQuery);
  if (overview.isPending) return <Spinner label="Loading the overview…" />;
  if (overview.isError) {
    return (
      <Card role="alert">
        <p>We could not load the overview.</p>
        <Button variant="secondary" className="mt-3" onClick={() => void overview.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const data: StaffOverviewResponse = overview.data;
  return (
    <section aria-labelledby="overview-title" className="space-y-4">
      <h2 id="overview-title" className="text-lg font-bold text-fg">
        To do
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="To do">
        {LINES.map((line) => {
          const { count, items } = data[line.key];
          const titleId = `overview-${line.key}`;
          return (
            <li key={line.key} aria-labelledby={titleId}>
              <Card className="h-full space-y-2">
                <div className="flex items-center justify-between gap-2">
                  <h3 id={titleId} className="font-bold text-fg">
                    {line.title}
                  </h3>
                  <Badge
                    variant={count > 0 ? 'warning' : 'secondary'}
                    aria-label={`${count} ${line.title.toLowerCase()}`}
                  >
                    {count}
                  </Badge>
                </div>
                {count === 0 ? (
                  <p className="text-sm text-muted">{line.none}</p>
                ) : (
                  <ul className="space-y-1 text-sm">
                    {items.map((item) => (
                      <li key={item.id} className="break-words text-fg">
                        {item.label}
                      </li>
                    ))}
                    {count > items.length && <li className="text-muted">and {count - items.length} more</li>}
                  </ul>
                )}
                <Button size="sm" variant="secondary" onClick={() => onOpenTab(line.tab)}>
                  Open {line.tabName}
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
