import { REVIEW_STATUS_LABELS, REVIEW_STATUSES, type ReviewStatus } from '@shared/forms/review-status';
import { FORM_KIND_LABELS, FORM_KINDS, type FormKind } from '@shared/forms/submissions';
import type { QueueItem } from '@shared/staff/api';
import { bulkStatusAllowed, MAX_BULK_ITEMS } from '@shared/staff/review';
import { estDateTime } from '@shared/tournaments/time';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { reportFailure } from '../../lib/api-errors';
import { cn } from '../../lib/cn';
import { useReveal } from '../../lib/reveal';
import { toast } from '../../lib/toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SubmissionStatusBadge } from '../forms';
import { personName } from './format';
import { queueQuery, useBulkStatus } from './staff-queries';
import { SubmissionPanel } from './submission-panel';

const KIND_OPTIONS = FORM_KINDS.map((kind) => ({ value: kind, label: FORM_KIND_LABELS[kind] }));
const STATUS_OPTIONS = REVIEW_STATUSES.map((status) => ({
  value: status,
  label: REVIEW_STATUS_LABELS[status],
}));
const ASSIGNEE_OPTIONS = [
  { value: 'me', label: 'Assigned to me' },
  { value: 'none', label: 'Unassigned' },
];

type ItemKey = `${FormKind}:${string}`;
const keyOf = (item: { kind: FormKind; id: string }): ItemKey => `${item.kind}:${item.id}`;

/** Statuses every selected kind takes in bulk, so a bulk action never asks for one a form refuses. */
function commonStatuses(kinds: Iterable<FormKind>): ReviewStatus[] {
  const distinct = [...new Set(kinds)];
  return REVIEW_STATUSES.filter((status) => distinct.every((kind) => bulkStatusAllowed(kind, status)));
}

function BulkBar({ items, onDone }: { items: QueueItem[]; onDone: () => void }) {
  const [status, setStatus] = useState('');
  const bulk = useBulkStatus();
  const allowed = commonStatuses(items.map((item) => item.kind));
  const apply = () => {
    if (!status) return;
    bulk.mutate(
      { items: items.map(({ kind, id }) => ({ kind, id })), status: status as ReviewStatus },
      {
        onSuccess: ({ changed, unchanged }) => {
          toast.success('Statuses updated', {
            description: `${changed} changed${unchanged > 0 ? `, ${unchanged} already ${REVIEW_STATUS_LABELS[status as ReviewStatus]}` : ''}.`,
          });
          setStatus('');
          onDone();
        },
        onError: (error) =>
          reportFailure(error, {
            title: 'Bulk update failed',
            description: 'Nothing was changed. Please try again.',
          }),
      },
    );
  };
  return (
    <section
      aria-label="Bulk action"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-primary/40 bg-primary/10 p-3"
    >
      <p className="w-full text-sm font-semibold text-fg sm:w-auto sm:self-center">{items.length} selected</p>
      <div className="min-w-40 flex-1 space-y-1">
        <Label htmlFor="bulk-status">Set status of selected</Label>
        <Select
          id="bulk-status"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          placeholder="Choose a status"
          options={allowed.map((s) => ({ value: s, label: REVIEW_STATUS_LABELS[s] }))}
        />
      </div>
      <Button onClick={apply} disabled={!status || bulk.isPending || items.length > MAX_BULK_ITEMS}>
        {bulk.isPending ? 'Applying…' : 'Apply'}
      </Button>
      <Button variant="ghost" onClick={onDone}>
        Clear selection
      </Button>
      {items.length > MAX_BULK_ITEMS && (
        <p className="w-full text-sm text-danger">Select at most {MAX_BULK_ITEMS} at once.</p>
      )}
    </section>
  );
}

function QueueRow({
  item,
  open,
  checked,
  onOpen,
  onCheck,
}: {
  item: QueueItem;
  open: boolean;
  checked: boolean;
  onOpen: () => void;
  onCheck: (checked: boolean) => void;
}) {
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-xl border bg-surface/80 p-3',
        open ? 'border-primary' : 'border-border',
      )}
    >
      <input
        type="checkbox"
        className="mt-1 h-4 w-4 shrink-0 cursor-pointer accent-primary"
        checked={checked}
        onChange={(e) => onCheck(e.target.checked)}
        aria-label={`Select ${item.summary}`}
      />
      <button
        type="button"
        onClick={onOpen}
        aria-current={open ? 'true' : undefined}
        className="min-w-0 flex-1 cursor-pointer rounded text-left focus-visible:outline-2 focus-visible:outline-primary"
      >
        <span className="block text-xs font-bold uppercase tracking-wider text-primary">
          {FORM_KIND_LABELS[item.kind]}
        </span>
        <span className="block truncate font-semibold text-fg">{item.summary}</span>
        <span className="block truncate text-sm text-muted">
          {personName(item.submitter)} ·{' '}
          <time dateTime={item.created_at}>{estDateTime(item.created_at)}</time>
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-2">
          <SubmissionStatusBadge status={item.status} />
          <span className="text-xs text-muted">
            {item.assignee ? `Assigned to ${personName(item.assignee)}` : 'Unassigned'}
          </span>
        </span>
      </button>
    </li>
  );
}

/** The review queues tab: filters, the list with bulk selection, and the selected submission. */
export function ReviewQueues({ viewerId }: { viewerId: string }) {
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState('');
  const [assignee, setAssignee] = useState('');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const queue = useInfiniteQuery(queueQuery({ kind, status, assignee, q }));
  const [open, setOpen] = useState<{ kind: FormKind; id: string } | null>(null);
  const panel = useReveal<HTMLHeadingElement>();
  const [checked, setChecked] = useState<Map<ItemKey, QueueItem>>(new Map());
  const items = queue.data?.pages.flatMap((page) => page.submissions) ?? [];

  const check = (item: QueueItem, on: boolean) =>
    setChecked((current) => {
      const next = new Map(current);
      if (on) next.set(keyOf(item), item);
      else next.delete(keyOf(item));
      return next;
    });
  const allChecked = items.length > 0 && items.every((item) => checked.has(keyOf(item)));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className={cn('min-w-0 space-y-4', open && 'hidden lg:block')}>
        <section aria-label="Filter the queue" className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1 sm:col-span-2">
            <Label htmlFor="queue-search">Search</Label>
            <Input
              id="queue-search"
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Title, name, email or id"
              maxLength={100}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="queue-kind">Form</Label>
            <Select
              id="queue-kind"
              value={kind}
              onChange={(e) => setKind(e.target.value)}
              placeholder="All forms"
              options={KIND_OPTIONS}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="queue-status">Status</Label>
            <Select
              id="queue-status"
              value={status}
              onChange={(e) => setStatus(e.target.value)}
              placeholder="All statuses"
              options={STATUS_OPTIONS}
            />
          </div>
          <div className="space-y-1 sm:col-span-2">
            <Label htmlFor="queue-assignee">Assignee</Label>
            <Select
              id="queue-assignee"
              value={assignee}
              onChange={(e) => setAssignee(e.target.value)}
              placeholder="Anyone"
              options={ASSIGNEE_OPTIONS}
            />
          </div>
        </section>

        {checked.size > 0 && <BulkBar items={[...checked.values()]} onDone={() => setChecked(new Map())} />}

        {queue.isPending ? (
          <Spinner label="Loading the queue…" />
        ) : queue.isError ? (
          <Card role="alert">
            <p>We could not load the queue.</p>
            <Button variant="secondary" className="mt-3" onClick={() => void queue.refetch()}>
              Try again
            </Button>
          </Card>
        ) : items.length === 0 ? (
          <Card>
            <p className="text-muted">No submissions match these filters.</p>
          </Card>
        ) : (
          <>
            <label className="flex cursor-pointer items-center gap-3 px-3 text-sm text-muted">
              <input
                type="checkbox"
                className="h-4 w-4 cursor-pointer accent-primary"
                checked={allChecked}
                onChange={(e) => {
                  for (const item of items) check(item, e.target.checked);
                }}
              />
              Select all shown ({items.length})
            </label>
            <ul className="space-y-2" aria-label="Submissions">
              {items.map((item) => (
                <QueueRow
                  key={keyOf(item)}
                  item={item}
                  open={open?.kind === item.kind && open.id === item.id}
                  checked={checked.has(keyOf(item))}
                  onOpen={() => {
                    setOpen({ kind: item.kind, id: item.id });
                    panel.reveal();
                  }}
                  onCheck={(on) => check(item, on)}
                />
              ))}
            </ul>
            {queue.hasNextPage && (
              <Button
                variant="secondary"
                className="w-full"
                disabled={queue.isFetchingNextPage}
                onClick={() => void queue.fetchNextPage()}
              >
                {queue.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            )}
          </>
        )}
      </div>

      <div className={cn('min-w-0', !open && 'hidden lg:block')}>
        {open ? (
          <SubmissionPanel
            key={keyOf(open)}
            kind={open.kind}
            id={open.id}
            viewerId={viewerId}
            onClose={() => setOpen(null)}
            headingRef={panel.ref}
          />
        ) : (
          <Card className="text-center text-muted">Choose a submission to read it and act on it.</Card>
        )}
      </div>
    </div>
  );
}
