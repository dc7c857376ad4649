/** The console's staff notices to Discord: how many wait or failed, or that they are off. */
import { useQuery } from '@tanstack/react-query';
import { notificationsQuery } from './staff-queries';

export function NotificationQueue() {
  const state = useQuery(notificationsQuery);
  if (!state.data) return null;
  const { enabled, pending, failed } = state.data;
  return (
    <p className="text-sm text-muted">
      Discord notifications:{' '}
      {enabled ? `on · ${pending} waiting · ${failed} failed` : 'off (STAFF_DISCORD_WEBHOOK_URL is not set)'}
    </p>
  );
}
