/** The signed-in player's inbox: the unread count, the pages, marking read and the preferences. */

import { notificationEndpoints as rows } from '@shared/notifications/endpoints';
import type { NotificationDelivery, NotificationKind } from '@shared/notifications/kinds';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { reportFailure } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { notificationKeys } from './query-keys';

export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unread,
  queryFn: () => api(rows.unreadCount),
});

export const notificationsQuery = infiniteQueryOptions({
  queryKey: notificationKeys.list,
  queryFn: ({ pageParam }) => api(rows.list, { query: { before: pageParam } }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.next_before ?? undefined,
});

export const preferencesQuery = queryOptions({
  queryKey: notificationKeys.preferences,
  queryFn: () => api(rows.preferences),
});

/** After a mark: the count the server answered, and the list refetched for its read marks. */
function useAfterMark() {
  const client = useQueryClient();
  return (answer: { unread: number }) => {
    client.setQueryData(notificationKeys.unread, answer);
    return client.invalidateQueries({ queryKey: notificationKeys.list });
  };
}

export function useMarkRead() {
  const afterMark = useAfterMark();
  return useMutation({
    mutationFn: (id: string) => api(rows.markRead, { params: { id } }),
    onSuccess: afterMark,
    onError: (error) => reportFailure(error, { title: 'Not marked read', description: 'Please try again.' }),
  });
}

export function useMarkAllRead() {
  const afterMark = useAfterMark();
  return useMutation({
    mutationFn: () => api(rows.markAllRead),
    onSuccess: afterMark,
    onError: (error) => reportFailure(error, { title: 'Not marked read', description: 'Please try again.' }),
  });
}

export function useSavePreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: { kind: NotificationKind; delivery: NotificationDelivery }) =>
      api(rows.savePreferences, { body: { preferences: [choice] } }),
    onSuccess: (answer) => client.setQueryData(notificationKeys.preferences, answer),
    onError: (error) => reportFailure(error, { title: 'Not saved', description: 'Please try again.' }),
  });
}

/** After Discord refused our DMs (closed DMs, error 50007): the player asks us to try again. */
export function useResumeDiscordDms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(rows.resumeDiscordDms),
    onSuccess: (answer) => {
      client.setQueryData(notificationKeys.preferences, answer);
      toast.success('We will send your Discord messages again.');
    },
    onError: (error) => reportFailure(error, { title: 'Not resumed', description: 'Please try again.' }),
  });
}
