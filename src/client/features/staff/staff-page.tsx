import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AuthRequired, useSession } from '../auth';
import { AuditLog } from './audit-log';
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

/** /staff: review queues, the audit log and staff members, for staff and admins. */
export default function StaffPage() {
  const { loading, user } = useSession();
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
        <StaffOnly />
      ) : (
        <Tabs defaultValue="queues">
          <TabsList aria-label="Staff console sections">
            <TabsTrigger value="queues">Review queues</TabsTrigger>
            <TabsTrigger value="audit">Audit log</TabsTrigger>
            <TabsTrigger value="members">Staff members</TabsTrigger>
          </TabsList>
          <TabsContent value="queues">
            <ReviewQueues viewerId={user.id} />
          </TabsContent>
          <TabsContent value="audit">
            <AuditLog />
          </TabsContent>
          <TabsContent value="members">
            <StaffMembers viewerId={user.id} isAdmin={user.role === 'admin'} />
          </TabsContent>
        </Tabs>
      )}
    </Page>
  );
}
