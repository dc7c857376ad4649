import { ShieldAlert, ShieldOff } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Card } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { Link } from '../../lib/router';
import { LinksPanel } from '../account-link/lazy';
import { AtlasPanel } from '../atlas/lazy';
import { AuthRequired, useSession } from '../auth';
import { BansPanel } from '../bans/lazy';
import { GameServersPanel } from '../bridge/lazy';
import { ContentPanel } from '../content/lazy';
import { DiscordRolesPanel } from '../discord/lazy';
import { EventsPanel } from '../events/lazy';
import { LeadersPanel } from '../gym-leaders/lazy';
import { OutboxPanel } from '../outbox/lazy';
import { SeasonPanel } from '../season/lazy';
import {
  CatalogPanel,
  CodesPanel,
  DeliveriesPanel,
  PurchasesPanel,
  RevenuePanel,
  SalesPanel,
} from '../shop/lazy';
import { IncidentsPanel } from '../status/lazy';
import { TournamentsPanel } from '../tournaments/lazy';
import { VotePanel } from '../vote/lazy';
import { AuditLog } from './audit-log';
import { NotificationQueue } from './notification-queue';
import { Overview } from './overview';
import { ReviewQueues } from './review-queues';
import { StaffMembers } from './staff-members';

function StaffOnly() {
  return (
    <Card className="mx-auto max-w-md text-center" role="region" aria-labelledby="staff-only-title">
      <ShieldAlert className="mx-auto mb-3 h-10 w-10 text-primary" aria-hidden="true" />
      <h2 id="staff-only-title" className="text-xl font-bold">
        Staff only
      </h2>
      <p className="mt-2 text-muted">
        This console is for the server's staff. To follow something you sent, see{' '}
        <Link to="/my-submissions" className="text-primary underline">
          My Submissions
        </Link>
        .
      </p>
    </Card>
  );
}

/** Shown when the role that opened the console is taken away while the page is open. */
function AccessEnded() {
  return (
    <Card className="mx-auto max-w-md text-center" role="region" aria-labelledby="access-ended-title">
      <ShieldOff className="mx-auto mb-3 h-10 w-10 text-primary" aria-hidden="true" />
      <h2 id="access-ended-title" className="text-xl font-bold">
        Your staff access has ended
      </h2>
      <p className="mt-2 text-muted">
        Your staff role was removed while this page was open, so the console has closed. If you think this is
        a mistake, ask an admin.
      </p>
    </Card>
  );
}

/** Whether this visit showed the console to the account, so losing the role is worth explaining. */
function useHadConsole(role: string | undefined) {
  const [hadConsole, setHadConsole] = useState(false);
  if (!hadConsole && (role === 'staff' || role === 'admin')) setHadConsole(true);
  return hadConsole;
}

/** /staff: review queues, the audit log and staff members, for staff and admins. */
export default function StaffPage() {
  const { loading, user } = useSession();
  const hadConsole = useHadConsole(user?.role);
  const [tab, setTab] = useState('overview');
  return (
    <Page wide>
      <PageHeader eyebrow="Staff" title="Staff Console">
        <p>Review what players send, follow every change in the audit log, and manage the staff team.</p>
      </PageHeader>
      {loading ? (
        <Spinner label="Checking your sign-in…" />
      ) : !user ? (
        <AuthRequired message="Please sign in with Discord to open the staff console." />
      ) : user.role === 'player' ? (
        hadConsole ? (
          <AccessEnded />
        ) : (
          <StaffOnly />
        )
      ) : (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Staff console sections">
            <TabsTrigger value="overview">To do</TabsTrigger>
            <TabsTrigger value="queues">Review queues</TabsTrigger>
            <TabsTrigger value="audit">Audit log</TabsTrigger>
            <TabsTrigger value="members">Staff members</TabsTrigger>
            <TabsTrigger value="deliveries">Deliveries</TabsTrigger>
            <TabsTrigger value="game-servers">Game servers</TabsTrigger>
            <TabsTrigger value="leaders">Gym leaders</TabsTrigger>
            <TabsTrigger value="purchases">Purchases</TabsTrigger>
            <TabsTrigger value="incidents">Incidents</TabsTrigger>
            <TabsTrigger value="tournaments">Tournaments</TabsTrigger>
            <TabsTrigger value="events">Events</TabsTrigger>
            <TabsTrigger value="content">Page texts</TabsTrigger>
            <TabsTrigger value="vote">Vote sites</TabsTrigger>
            <TabsTrigger value="season">Season</TabsTrigger>
            <TabsTrigger value="links">Minecraft links</TabsTrigger>
            <TabsTrigger value="bans">Bans</TabsTrigger>
            <TabsTrigger value="outbox">Outbox</TabsTrigger>
            {user.role === 'admin' && <TabsTrigger value="atlas">Atlas</TabsTrigger>}
            {user.role === 'admin' && <TabsTrigger value="revenue">Revenue</TabsTrigger>}
            {user.role === 'admin' && <TabsTrigger value="catalog">Catalog</TabsTrigger>}
            {user.role === 'admin' && <TabsTrigger value="discord-roles">Discord roles</TabsTrigger>}
            {user.role === 'admin' && <TabsTrigger value="sales">Sales</TabsTrigger>}
            {user.role === 'admin' && <TabsTrigger value="codes">Codes</TabsTrigger>}
          </TabsList>
          <TabsContent value="overview">
            <Overview onOpenTab={setTab} />
          </TabsContent>
          <TabsContent value="season">
            <Suspense fallback={<Spinner label="Loading the season…" />}>
              <SeasonPanel isAdmin={user.role === 'admin'} />
            </Suspense>
          </TabsContent>
          <TabsContent value="links">
            <Suspense fallback={<Spinner label="Loading Minecraft links…" />}>
              <LinksPanel />
            </Suspense>
          </TabsContent>
          <TabsContent value="bans">
            <Suspense fallback={<Spinner label="Loading bans…" />}>
              <BansPanel />
            </Suspense>
          </TabsContent>
          <TabsContent value="outbox">
            <Suspense fallback={<Spinner label="Loading the outbox…" />}>
              <OutboxPanel />
            </Suspense>
          </TabsContent>
          {user.role === 'admin' && (
            <TabsContent value="atlas">
              <Suspense fallback={<Spinner label="Loading the atlas imports…" />}>
                <AtlasPanel />
              </Suspense>
            </TabsContent>
          )}
          {user.role === 'admin' && (
            <TabsContent value="revenue">
              <Suspense fallback={<Spinner label="Loading revenue…" />}>
                <RevenuePanel />
              </Suspense>
            </TabsContent>
          )}
          {user.role === 'admin' && (
            <TabsContent value="catalog">
              <Suspense fallback={<Spinner label="Loading the catalog…" />}>
                <CatalogPanel />
              </Suspense>
            </TabsContent>
          )}
          {user.role === 'admin' && (
            <TabsContent value="discord-roles">
              <Suspense fallback={<Spinner label="Loading the Discord roles…" />}>
                <DiscordRolesPanel />
              </Suspense>
            </TabsContent>
          )}
          {user.role === 'admin' && (
            <TabsContent value="sales">
              <Suspense fallback={<Spinner label="Loading sales…" />}>
                <SalesPanel />
              </Suspense>
            </TabsContent>
          )}
          {user.role === 'admin' && (
            <TabsContent value="codes">
              <Suspense fallback={<Spinner label="Loading codes…" />}>
                <CodesPanel />
              </Suspense>
            </TabsContent>
          )}
          <TabsContent value="vote">
            <Suspense fallback={<Spinner label="Loading the vote settings…" />}>
              <VotePanel />
            </Suspense>
          </TabsContent>
          <TabsContent value="content">
            <Suspense fallback={<Spinner label="Loading the editor…" />}>
              <ContentPanel />
            </Suspense>
          </TabsContent>
          <TabsContent value="incidents">
            <Suspense fallback={<Spinner label="Loading incidents…" />}>
              <IncidentsPanel />
            </Suspense>
          </TabsContent>
          <TabsContent value="tournaments">
            <Suspense fallback={<Spinner label="Loading tournaments…" />}>
              <TournamentsPanel />
            </Suspense>
          </TabsContent>
          <TabsContent value="events">
            <Suspense fallback={<Spinner label="Loading events…" />}>
              <EventsPanel />
            </Suspense>
          </TabsContent>
          <TabsContent value="queues">
            <ReviewQueues viewerId={user.id} />
          </TabsContent>
          <TabsContent value="audit">
            <AuditLog />
          </TabsContent>
          <TabsContent value="purchases">
            <Suspense fallback={<Spinner label="Loading purchases…" />}>
              <PurchasesPanel isAdmin={user.role === 'admin'} notices={<NotificationQueue />} />
            </Suspense>
          </TabsContent>
          <TabsContent value="leaders">
            <Suspense fallback={<Spinner label="Loading gym leaders…" />}>
              <LeadersPanel isAdmin={user.role === 'admin'} />
            </Suspense>
          </TabsContent>
          <TabsContent value="members">
            <StaffMembers viewerId={user.id} isAdmin={user.role === 'admin'} />
          </TabsContent>
          <TabsContent value="deliveries">
            <Suspense fallback={<Spinner label="Loading deliveries…" />}>
              <DeliveriesPanel />
            </Suspense>
          </TabsContent>
          <TabsContent value="game-servers">
            <Suspense fallback={<Spinner label="Loading game servers…" />}>
              <GameServersPanel isAdmin={user.role === 'admin'} />
            </Suspense>
          </TabsContent>
        </Tabs>
      )}
    </Page>
  );
}
