import type { ComponentState, StatusReport } from '@shared/status/status';
import { STATUS_REFRESH_SECONDS } from '@shared/status/status';
import { estTime } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import { type Activity, CheckCircle2, CircleAlert, FlaskConical, Wrench, XCircle } from 'lucide-react';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { IncidentsCard } from './incidents-card';
import { statusReportQuery } from './status-api';

const STATE_VIEW: Record<
  ComponentState,
  { label: string; variant: BadgeProps['variant']; Icon: typeof Activity }
> = {
  operational: { label: 'Operational', variant: 'success', Icon: CheckCircle2 },
  degraded: { label: 'Degraded', variant: 'warning', Icon: CircleAlert },
  outage: { label: 'Outage', variant: 'danger', Icon: XCircle },
  maintenance: { label: 'Maintenance', variant: 'outline', Icon: Wrench },
  demo: { label: 'Demo mode', variant: 'secondary', Icon: FlaskConical },
};

const OVERALL_TEXT: Record<ComponentState, string> = {
  operational: 'All systems operational',
  degraded: 'Some systems are degraded',
  outage: 'Some systems are down',
  maintenance: 'Maintenance in progress',
  demo: 'All systems operational',
};

export default function StatusPage() {
  const status = useQuery({
    ...statusReportQuery,
    refetchInterval: STATUS_REFRESH_SECONDS * 1000,
    refetchIntervalInBackground: false,
  });

  return (
    <Page>
      <PageHeader eyebrow="Live" title="System Status">
        The live state of this website and the services it relies on. This page checks again every{' '}
        {STATUS_REFRESH_SECONDS} seconds.
      </PageHeader>
      {status.isPending ? (
        <Spinner label="Checking systems…" />
      ) : status.isError ? (
        <Card role="alert" className="border-red-500/40">
          <p className="font-bold text-danger">The status service did not answer.</p>
          <p className="mt-1 text-muted">The website itself may be having trouble. {status.error.message}</p>
          <Button className="mt-4" variant="secondary" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <StatusReportView report={status.data} refreshing={status.isFetching} />
      )}
    </Page>
  );
}

function StatusReportView({ report, refreshing }: { report: StatusReport; refreshing: boolean }) {
  const overall = STATE_VIEW[report.overall];
  return (
    <div className="space-y-6">
      <Card className="flex items-center gap-3">
        <overall.Icon className="h-7 w-7 text-primary" aria-hidden="true" />
        <div>
          <h2 className="text-xl font-bold">{OVERALL_TEXT[report.overall]}</h2>
          <p className="text-sm text-muted" aria-live="polite">
            Last checked {estTime(report.checked_at)}
            {/* Always laid out, shown only while checking: on a phone the words wrap the line, and
                adding them then moved the cards below. */}
            <span className={refreshing ? undefined : 'invisible'} aria-hidden={!refreshing}>
              {' · checking…'}
            </span>
          </p>
        </div>
      </Card>
      <Card>
        <h2 className="mb-4 text-lg font-bold">Services</h2>
        <ul className="divide-y divide-border">
          {report.components.map((component) => {
            const view = STATE_VIEW[component.state];
            return (
              <li key={component.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <p className="font-semibold">{component.name}</p>
                  <p className="text-sm text-muted">{component.detail}</p>
                </div>
                <Badge variant={view.variant}>
                  <view.Icon className="h-3.5 w-3.5" aria-hidden="true" />
                  {view.label}
                </Badge>
              </li>
            );
          })}
        </ul>
      </Card>
      <IncidentsCard />
    </div>
  );
}
