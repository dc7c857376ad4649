/**
 * The review queues', audit log's, members' and staff notices' reads (query options) and writes
 * (mutations).
 */
import type { FormKind } from '@shared/forms/submissions';
import { staffEndpoints } from '@shared/staff/endpoints';
import type { BulkStatusInput, SubmissionUpdate } from '@shared/staff/requests';
import type { GrantableRole } from '@shared/staff/review';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useRefreshConsole } from '../../lib/console-keys';
import { type AuditFilters, type QueueFilters, staffKeys } from './query-keys';

/** The query string's values without the empty ones. */
function search(params: Record<string, string | number | undefined>) {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  );
}

const rows = staffEndpoints;

export const queueQuery = (filters: QueueFilters) =>
  infiniteQueryOptions({
    queryKey: staffKeys.queue(filters),
    queryFn: ({ pageParam }) =>
      api(rows.queue, { query: search({ ...filters, offset: pageParam || undefined }) }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset ?? undefined,
    // Typing in the search keeps the current list on screen until the filtered one arrives,
    // so a row being clicked is not swapped for a spinner under the pointer.
    placeholderData: keepPreviousData,
  });

export const submissionQuery = (kind: FormKind, id: string) =>
  queryOptions({
    queryKey: staffKeys.submission(kind, id),
    queryFn: () => api(rows.submission, { params: { kind, id } }),
  });

export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: staffKeys.audit(filters),
    queryFn: ({ pageParam }) => api(rows.audit, { query: search({ ...filters, before: pageParam }) }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });

export const membersQuery = (q = '') =>
  queryOptions({
    queryKey: staffKeys.members(q),
    queryFn: () => api(rows.members, { query: search({ q }) }),
  });

/** Every write changes the queue, the audit log and possibly the members: refetch the console. */
/** Staff notices to Discord: waiting, failed, or off. */
/**
 * The overview's counts: a cup's check-ins refresh it live; deliveries, disputes and notices have
 * no live topic, so it also refetches every half minute while open.
 */
export const overviewQuery = queryOptions({
  queryKey: staffKeys.overview(),
  queryFn: () => api(rows.overview),
  refetchInterval: 30_000,
});

export const notificationsQuery = queryOptions({
  queryKey: staffKeys.notifications(),
  queryFn: () => api(rows.notifications),
});

export function useUpdateSubmission(kind: FormKind, id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (body: SubmissionUpdate) => api(rows.updateSubmission, { params: { kind, id }, body }),
    onSuccess: (answer) => queryClient.setQueryData(submissionQuery(kind, id).queryKey, answer),
    onSettled: refresh,
  });
}

export function useBulkStatus() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (body: BulkStatusInput) => api(rows.bulkStatus, { body }),
    onSettled: refresh,
  });
}

export function useChangeRole() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: GrantableRole }) =>
      api(rows.changeRole, { params: { userId }, body: { role } }),
    onSettled: refresh,
  });
}

export function useChangePermission() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: ({ userId, granted }: { userId: string; granted: boolean }) =>
      api(rows.changePermission, { params: { userId }, body: { permission: 'editor', granted } }),
    onSettled: refresh,
  });
}
