import { FORM_KIND_LABELS } from '@shared/forms/submissions';
import { estDateTime } from '@shared/tournaments/time';
import { Card } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { Link } from '../../lib/router';
import { AuthRequired, useSession } from '../auth';
import { BanNotice } from '../bans';
import { SubmissionStatusBadge } from './submission-status-badge';
import { useMySubmissions } from './use-my-submissions';

function SubmissionList() {
  const { data, isPending, isError, refetch } = useMySubmissions(true);
  if (isPending) return <Spinner label="Loading your submissions…" />;
  if (isError) {
    return (
      <Card role="alert">
        <p>We could not load your submissions.</p>
        <button type="button" className="mt-2 text-primary underline" onClick={() => void refetch()}>
          Try again
        </button>
      </Card>
    );
  }
  if (data.submissions.length === 0) {
    return (
      <Card>
        <p className="text-muted">
          You have not sent anything yet. Need help?{' '}
          <Link to="/contact-support" className="text-primary underline">
            Contact Support
          </Link>
          .
        </p>
      </Card>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Your submissions">
      {data.submissions.map((s) => (
        <li key={`${s.kind}-${s.id}`}>
          <Card className="space-y-3">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="text-xs font-bold uppercase tracking-wider text-primary">
                  {FORM_KIND_LABELS[s.kind]}
                </p>
                <p className="truncate font-semibold text-fg">{s.summary}</p>
                <p className="text-sm text-muted">
                  Sent <time dateTime={s.created_at}>{estDateTime(s.created_at)}</time>
                </p>
              </div>
              <SubmissionStatusBadge status={s.status} className="self-start sm:self-center" />
            </div>
            {s.reply && (
              <div className="rounded-lg border border-primary/30 bg-primary/5 p-3">
                <p className="text-xs font-bold uppercase tracking-wider text-primary">Reply from staff</p>
                <p className="mt-1 whitespace-pre-wrap break-words text-fg">{s.reply.body}</p>
                <p className="mt-1 text-xs text-muted">
                  <time dateTime={s.reply.created_at}>{estDateTime(s.reply.created_at)}</time>
                </p>
              </div>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

export default function MySubmissionsPage() {
  const { loading, user } = useSession();
  return (
    <Page>
      <PageHeader eyebrow="Account" title="My Submissions">
        <p>Applications, tickets, reports and appeals you have sent, and where each one stands.</p>
      </PageHeader>
      <BanNotice />
      {loading ? (
        <Spinner label="Checking your sign-in…" />
      ) : user ? (
        <SubmissionList />
      ) : (
        <AuthRequired message="Please sign in with Discord to see your submissions." />
      )}
    </Page>
  );
}
