import type { ElementType } from '@shared/arena/types';
import { formatUsd } from '@shared/shop/catalog';
import { Award, Banknote, Lock, LogIn, PiggyBank, TrendingUp, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ELEMENT_STYLE } from '../../../components/ui/element-style';
import { Page, PageHeader } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { startSignIn, useSession } from '../../auth';
import { useDashboard } from './use-dashboard';

function Stat({
  icon,
  label,
  value,
  note,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  note?: string;
}) {
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-sm font-semibold text-muted">
        {icon}
        {label}
      </h2>
      <p className="mt-2 font-display text-3xl font-extrabold text-fg">{value}</p>
      {note && <p className="mt-1 text-sm text-muted">{note}</p>}
    </Card>
  );
}

/** The spec's page for anyone without a leader record; `children` go below the card. */
function Denied({ children }: { children?: ReactNode }) {
  return (
    <>
      <PageHeader title="Gym Leader Access Only">
        <p>
          This dashboard is only for registered gym leaders. If you are one and see this, contact support.
        </p>
      </PageHeader>
      <Card className="mx-auto max-w-md text-center" role="alert">
        <Lock className="mx-auto mb-3 h-10 w-10 text-danger" aria-hidden="true" />
        <h2 className="text-xl font-bold">Access Denied</h2>
        <p className="mt-2 text-muted">You are not registered as a gym leader.</p>
      </Card>
      {children}
    </>
  );
}

/** A signed-out visitor has no leader record either; a leader who is just signed out can sign in here. */
function SignedOutLeaderPrompt() {
  return (
    <div className="mx-auto mt-6 max-w-md text-center">
      <p className="text-muted">Are you a gym leader? Sign in to open your dashboard.</p>
      <Button className="mt-3" onClick={() => startSignIn()}>
        <LogIn className="h-4 w-4" aria-hidden="true" />
        Sign in with Discord
      </Button>
    </div>
  );
}

function Dashboard() {
  const { data, isPending, isError, error } = useDashboard(true);
  if (isPending) return <Spinner label="Loading your dashboard…" />;
  if (isError) {
    if (import.meta.env.DEV) console.error('Failed to fetch earnings', error);
    return <Denied />;
  }
  const online = data.status === 'online';
  return (
    <>
      <PageHeader eyebrow={data.display_name} title="Gym Leader Dashboard">
        <span
          className={cn(
            'inline-flex rounded-full border px-3 py-0.5 text-sm font-bold capitalize',
            ELEMENT_STYLE[data.element as ElementType],
          )}
        >
          {data.element}
        </span>
      </PageHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <Stat
          icon={<TrendingUp className="h-4 w-4" aria-hidden="true" />}
          label="Total Earnings"
          value={formatUsd(data.earnings_to_date_cents)}
          note="Your share of purchases, after refunds"
        />
        <Stat
          icon={<Banknote className="h-4 w-4" aria-hidden="true" />}
          label="Total Payouts"
          value={formatUsd(data.payouts_to_date_cents)}
        />
        <Stat
          icon={<Wallet className="h-4 w-4" aria-hidden="true" />}
          label="Current Balance"
          value={formatUsd(data.balance_cents)}
          note={`${formatUsd(data.available_cents)} available now`}
        />
        <Stat
          icon={<PiggyBank className="h-4 w-4" aria-hidden="true" />}
          label="Pending (refund window)"
          value={formatUsd(data.pending_cents)}
          note="Included in the balance; payable once the refund window has passed"
        />
        <Stat
          icon={<Award className="h-4 w-4" aria-hidden="true" />}
          label="Badges Awarded"
          value={String(data.badges_awarded)}
        />
        <Card>
          <h2 className="text-sm font-semibold text-muted">Performance Stats</h2>
          <dl className="mt-3 space-y-2">
            <div className="flex items-center justify-between">
              <dt>Win Rate</dt>
              <dd className="font-bold">{(data.win_rate * 100).toFixed(1)}%</dd>
            </div>
            <div className="flex items-center justify-between">
              <dt>Status</dt>
              <dd>
                <Badge variant={online ? 'default' : 'secondary'} className="capitalize">
                  {data.status}
                </Badge>
              </dd>
            </div>
          </dl>
        </Card>
      </div>
    </>
  );
}

export default function GymLeaderDashboardPage() {
  const { loading, user } = useSession();
  return (
    <Page>
      {loading ? (
        <Spinner label="Loading…" />
      ) : user?.gym_leader ? (
        <Dashboard />
      ) : user ? (
        // Nothing to ask the server for: it would only answer 403.
        <Denied />
      ) : (
        <Denied>
          <SignedOutLeaderPrompt />
        </Denied>
      )}
    </Page>
  );
}
