/**
 * The header's bell: the signed-in reader's unread count, kept current by the live stream. Loaded
 * in its own chunk once a reader is signed in, so public pages' first load carries none of it.
 */
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';
import { useLiveTopics } from '../live';
import { unreadCountQuery } from './notifications-api';

export default function NotificationBell() {
  useLiveTopics('notifications');
  const { data } = useQuery(unreadCountQuery);
  const unread = data?.unread ?? 0;
  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  return (
    <Link to="/notifications" className={cn(buttonClass('ghost', 'sm'), 'relative')} aria-label={label}>
      <Bell className="h-5 w-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-xs font-bold leading-5 text-primary-fg"
          aria-hidden="true"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
