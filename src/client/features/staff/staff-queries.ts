/** The review queues', audit log's and members' reads (query options) and writes (mutations). */
import type { FormKind } from '@shared/forms/submissions';
import {
  auditResponse,
  bulkStatusResponse,
  queueResponse,
  roleChangeResponse,
  staffMembersResponse,
  submissionDetailResponse,
} from '@shared/staff/api';
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

/** `?a=1&b=2` without the empty ones. */
function search(params: Record<string, string | number | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const queueQuery = (filters: QueueFilters) =>
  infiniteQueryOptions({
    queryKey: staffKeys.queue(filters),
    queryFn: ({ pageParam }) =>
      api.get(`/staff/submissions${search({ ...filters, offset: pageParam || undefined })}`, queueResponse),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset ?? undefined,
    // Typing in the search keeps the current list on screen until the filtered one arrives,
    // so a row being clicked is not swapped for a spinner under the pointer.
    placeholderData: keepPreviousData,
  });

export const submissionQuery = (kind: FormKind, id: string) =>
  queryOptions({
    queryKey: staffKeys.submission(kind, id),
    queryFn: () => api.get(`/staff/submissions/${kind}/${id}`, submissionDetailResponse),
  });

export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: staffKeys.audit(filters),
    queryFn: ({ pageParam }) =>
      api.get(`/staff/audit${search({ ...filters, before: pageParam })}`, auditResponse),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });

export const membersQuery = (q = '') =>
  queryOptions({
    queryKey: staffKeys.members(q),
    queryFn: () => api.get(`/staff/members${search({ q })}`, staffMembersResponse),
  });

/** Every write changes the queue, the audit log and possibly the members: refetch the console. */
export function useUpdateSubmission(kind: FormKind, id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (body: SubmissionUpdate) =>
      api.patch(`/staff/submissions/${kind}/${id}`, submissionDetailResponse, body),
    onSuccess: (answer) => queryClient.setQueryData(submissionQuery(kind, id).queryKey, answer),
    onSettled: refresh,
  });
}

export function useBulkStatus() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (body: BulkStatusInput) => api.post('/staff/submissions/bulk', bulkStatusResponse, body),
    onSettled: refresh,
  });
}

export function useChangeRole() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: GrantableRole }) =>
      api.post(`/staff/members/${userId}/role`, roleChangeResponse, { role }),
    onSettled: refresh,
  });
}

export function useChangePermission() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: ({ userId, granted }: { userId: string; granted: boolean }) =>
      api.post(`/staff/members/${userId}/permissions`, roleChangeResponse, { permission: 'editor', granted }),
    onSettled: refresh,
  });
}
