/** /notifications: the signed-in player's inbox, newest first, and their choice per kind. */

import type { NotificationView } from '@shared/notifications/api';
import {
  NOTIFICATION_KIND_LABELS,
  type NotificationDelivery,
  type NotificationKind,
} from '@shared/notifications/kinds';
import type { Href } from '@shared/site/routes';
import { estDateTime } from '@shared/tournaments/time';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Page, PageHeader } from '../../components/ui/page';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';
import { AuthRequired, useSession } from '../auth';
import { useLiveTopics } from '../live';
import {
  notificationsQuery,
  preferencesQuery,
  useMarkAllRead,
  useMarkRead,
  useResumeDiscordDms,
  useSavePreference,
} from './notifications-api';

const DELIVERY_OPTIONS = [
  { value: 'site', label: 'On the site only' },
  { value: 'site_and_discord', label: 'Also a Discord message' },
] as const;

function NotificationItem({ notification }: { notification: NotificationView }) {
  const markRead = useMarkRead();
  const unread = notification.read_at === null;
  return (
    <li>
      <Card className={cn('space-y-2', unread && 'border-primary/50')}>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <p className="text-xs font-bold uppercase tracking-wider text-primary">
              {unread ? 'Unread · ' : ''}
              {NOTIFICATION_KIND_LABELS[notification.kind]}
            </p>
            <p className="break-words font-semibold text-fg">
              {notification.link ? (
                <Link
                  to={notification.link as Href}
                  className="underline decoration-primary/50 hover:text-primary"
                  onClick={() => unread && markRead.mutate(notification.id)}
                >
                  {notification.title}
                </Link>
              ) : (
                notification.title
              )}
            </p>
            {notification.body && <p className="break-words text-sm text-muted">{notification.body}</p>}
            <p className="text-xs text-muted">
              <time dateTime={notification.created_at}>{estDateTime(notification.created_at)}</time>
            </p>
          </div>
          {unread && (
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              disabled={markRead.isPending}
              onClick={() => markRead.mutate(notification.id)}
            >
              Mark read<span className="sr-only">: {notification.title}</span>
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}

function Inbox() {
  useLiveTopics('notifications');
  const inbox = useInfiniteQuery(notificationsQuery);
  const markAll = useMarkAllRead();
  if (inbox.isPending) return <Spinner label="Loading your notifications…" />;
  if (inbox.isError) {
    return (
      <Card role="alert">
        <p>We could not load your notifications.</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void inbox.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const all = inbox.data.pages.flatMap((page) => page.notifications);
  if (all.length === 0) {
    return (
      <Card>
        <p className="text-muted">Nothing yet. Sign-ups, results, replies and purchases will show up here.</p>
      </Card>
    );
  }
  return (
    <div className="space-y-3">
      {all.some((n) => n.read_at === null) && (
        <Button variant="outline" size="sm" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
          Mark all read
        </Button>
      )}
      <ul className="space-y-3" aria-label="Your notifications">
        {all.map((n) => (
          <NotificationItem key={n.id} notification={n} />
        ))}
      </ul>
      {inbox.hasNextPage && (
        <Button
          variant="outline"
          disabled={inbox.isFetchingNextPage}
          onClick={() => void inbox.fetchNextPage()}
        >
          {inbox.isFetchingNextPage ? 'Loading…' : 'Show older'}
        </Button>
      )}
    </div>
  );
}

/**
 * Discord refused a message to this player (they closed DMs from server members, or left the
 * server): we stopped trying, and say so, until they fix it on Discord and ask us to try again.
 */
function DmsBlockedNotice() {
  const resume = useResumeDiscordDms();
  return (
    <section
      aria-labelledby="dms-blocked-title"
      className="space-y-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3"
    >
      <h3 id="dms-blocked-title" className="font-semibold text-fg">
        Discord did not accept our messages
      </h3>
      <p className="text-sm text-muted">
        Discord refused a direct message to you, so we stopped sending them: everything still shows here. On
        Discord, allow direct messages from members of our server (Privacy Settings), then try again.
      </p>
      <Button type="button" size="sm" disabled={resume.isPending} onClick={() => resume.mutate()}>
        {resume.isPending ? 'Trying again…' : 'Try Discord messages again'}
      </Button>
    </section>
  );
}

function Preferences() {
  const { data } = useQuery(preferencesQuery);
  const save = useSavePreference();
  if (!data) return <Spinner label="Loading your preferences…" />;
  return (
    <Card className="space-y-3">
      {data.discord_dms_blocked && <DmsBlockedNotice />}
      <p className="text-sm text-muted">
        Everything shows here. Choose which kinds should also reach you as a Discord message.
      </p>
      <ul className="space-y-3">
        {data.preferences.map((p) => {
          const id = `delivery-${p.kind}`;
          return (
            <li key={p.kind} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
              <Label htmlFor={id}>{NOTIFICATION_KIND_LABELS[p.kind]}</Label>
              <Select
                id={id}
                className="sm:w-56"
                value={p.delivery}
                options={DELIVERY_OPTIONS}
                disabled={save.isPending}
                onChange={(event) =>
                  save.mutate({
                    kind: p.kind as NotificationKind,
                    delivery: event.target.value as NotificationDelivery,
                  })
                }
              />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

export default function NotificationsPage() {
  const { loading, user } = useSession();
  return (
    <Page>
      <PageHeader eyebrow="Account" title="Notifications">
        <p>Your sign-ups, matches, replies from staff, purchases and more, newest first.</p>
      </PageHeader>
      {loading ? (
        <Spinner label="Checking your sign-in…" />
      ) : user ? (
        <div className="space-y-8">
          <Inbox />
          <section aria-labelledby="notification-preferences" className="space-y-3">
            <h2 id="notification-preferences" className="font-display text-xl font-bold">
              How you are told
            </h2>
            <Preferences />
          </section>
        </div>
      ) : (
        <AuthRequired message="Please sign in with Discord to see your notifications." />
      )}
    </Page>
  );
}
