import { REVIEW_STATUS_LABELS, type ReviewStatus } from '@shared/forms/review-status';
import { FORM_KIND_LABELS, type FormKind } from '@shared/forms/submissions';
import type { SubmissionDetail } from '@shared/staff/api';
import { type SubmissionUpdate, submissionUpdateSchema } from '@shared/staff/requests';
import { MAX_NOTE_LENGTH, MAX_REPLY_LENGTH, STATUSES_BY_KIND, submissionTarget } from '@shared/staff/review';
import { estDateTime } from '@shared/tournaments/time';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileText } from 'lucide-react';
import type { RefCallback } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { describedBy, Field } from '../../components/ui/field';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { reportFailure } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { SubmissionStatusBadge, useZodForm } from '../forms';
import { actionLabel, actorText, changeLines, fieldText, personName } from './format';
import { auditQuery, membersQuery, submissionQuery, useUpdateSubmission } from './staff-queries';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Accepting an application makes the applicant a gym leader (see the Gym leaders tab). */
const APPLICATION_ACCEPT_HINT =
  'Accepting makes the applicant a gym leader. Without a linked Minecraft account the leader is hidden from the public lists until the account is linked.';

interface ReviewValues extends Record<string, unknown> {
  status: ReviewStatus | null;
  reply: string;
  note: string;
  /** A ban appeal being accepted: lift the submitter's ban in the same save. */
  lift_ban: boolean;
}
const NO_CHANGES: ReviewValues = { status: null, reply: '', note: '', lift_ban: true };

function ReviewForm({ submission, viewerId }: { submission: SubmissionDetail; viewerId: string }) {
  const update = useUpdateSubmission(submission.kind, submission.id);
  const statusHint = submission.kind === 'gym_leader_application' ? APPLICATION_ACCEPT_HINT : undefined;
  const offersLift = (status: ReviewStatus) =>
    submission.kind === 'ban_appeal' && status === 'accepted' && submission.status !== 'accepted';
  // A null status: as the submission stands (so a change made elsewhere shows once it is refetched).
  const changesOf = (typed: ReviewValues): SubmissionUpdate => {
    const status = typed.status ?? submission.status;
    return {
      ...(status !== submission.status ? { status } : {}),
      ...(offersLift(status) && typed.lift_ban ? { lift_ban: true as const } : {}),
      ...(typed.reply.trim() ? { reply: typed.reply.trim() } : {}),
      ...(typed.note.trim() ? { note: typed.note.trim() } : {}),
    };
  };
  const form = useZodForm(submissionUpdateSchema, NO_CHANGES, {
    toInput: changesOf,
    fieldId: (name) => `review-${name}`,
  });
  const { values, errors, set } = form;
  const status = values.status ?? submission.status;
  const body = changesOf(values);
  const hasChanges = Object.keys(body).length > 0;
  const assignedToMe = submission.assignee?.id === viewerId;

  const save = (changes: SubmissionUpdate, done: string) => {
    update.mutate(changes, {
      onSuccess: ({ submission: saved }) => {
        toast.success('Saved', { description: done });
        if (changes.status && saved.status === changes.status) set('status', null);
        if (changes.lift_ban) toast.success('The ban is lifted.');
        if (changes.reply) set('reply', '');
        if (changes.note) set('note', '');
      },
      onError: (error) =>
        reportFailure(error, {
          title: 'Could not save',
          description: 'Nothing was changed. Please try again.',
          onFieldErrors: form.showErrors,
        }),
    });
  };

  return (
    <form
      aria-label="Review"
      className="space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        if (hasChanges && (await form.validate())) save(body, 'The submission was updated.');
      }}
    >
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-muted">
          {submission.assignee ? `Assigned to ${personName(submission.assignee)}` : 'Nobody is assigned.'}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={update.isPending}
          onClick={() =>
            save(
              { assignee_id: assignedToMe ? null : viewerId },
              assignedToMe ? 'You are no longer assigned.' : 'It is assigned to you.',
            )
          }
        >
          {assignedToMe ? 'Unassign me' : 'Assign to me'}
        </Button>
      </div>
      <Field id="review-status" label="Status" hint={statusHint} error={errors.status}>
        <Select
          id="review-status"
          value={status}
          onChange={(e) => set('status', e.target.value as ReviewStatus)}
          aria-invalid={errors.status ? true : undefined}
          aria-describedby={describedBy('review-status', statusHint, errors.status)}
          options={STATUSES_BY_KIND[submission.kind].map((s) => ({
            value: s,
            label: REVIEW_STATUS_LABELS[s],
          }))}
        />
      </Field>
      {offersLift(status) && (
        <Checkbox
          id="review-lift_ban"
          name="lift_ban"
          label="Lift the ban too"
          checked={values.lift_ban}
          onChange={(e) => set('lift_ban', e.target.checked)}
          error={errors.lift_ban}
        />
      )}
      <Field
        id="review-reply"
        label="Reply to the submitter"
        hint="They see the latest reply on their My Submissions page."
        error={errors.reply}
      >
        <Textarea
          id="review-reply"
          value={values.reply}
          maxLength={MAX_REPLY_LENGTH}
          onChange={(e) => set('reply', e.target.value)}
          aria-describedby={describedBy('review-reply', true, errors.reply)}
        />
      </Field>
      <Field id="review-note" label="Internal note" hint="Only staff see notes." error={errors.note}>
        <Textarea
          id="review-note"
          rows={3}
          value={values.note}
          maxLength={MAX_NOTE_LENGTH}
          onChange={(e) => set('note', e.target.value)}
          aria-describedby={describedBy('review-note', true, errors.note)}
        />
      </Field>
      <Button type="submit" disabled={!hasChanges || update.isPending}>
        {update.isPending ? 'Saving…' : 'Save changes'}
      </Button>
    </form>
  );
}

function History({ kind, id }: { kind: FormKind; id: string }) {
  const history = useInfiniteQuery(
    auditQuery({ target_type: 'submission', target_id: submissionTarget(kind, id) }),
  );
  // Assignees by name: the team is the only people a submission is assigned to.
  const members = useQuery(membersQuery());
  const names = new Map((members.data?.members ?? []).map((m) => [m.id, `@${m.discord_username}`]));
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  if (history.isPending) return <Spinner label="Loading the history…" />;
  if (entries.length === 0) return <p className="text-sm text-muted">No changes yet.</p>;
  return (
    <ol className="space-y-2 text-sm">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg bg-surface-2/60 px-3 py-2">
          <p className="text-fg">
            <span className="font-semibold">{actionLabel(entry.action)}</span> by {actorText(entry)} ·{' '}
            <time dateTime={entry.created_at}>{estDateTime(entry.created_at)}</time>
          </p>
          {entry.action !== 'submission.note' &&
            changeLines(entry, names).map((line) => (
              <p key={line} className="break-words text-muted">
                {line}
              </p>
            ))}
        </li>
      ))}
    </ol>
  );
}

/** The chosen submission: every field and file, the reply, notes, the review form and its history. */
export function SubmissionPanel({
  kind,
  id,
  viewerId,
  onClose,
  headingRef,
}: {
  kind: FormKind;
  id: string;
  viewerId: string;
  onClose: () => void;
  /** Where the panel is revealed when opened from the queue (`useReveal`). */
  headingRef?: RefCallback<HTMLHeadingElement>;
}) {
  const { data, isPending, isError, refetch } = useQuery(submissionQuery(kind, id));
  if (isPending) return <Spinner label="Loading the submission…" />;
  if (isError) {
    return (
      <Card role="alert">
        <p>We could not load this submission.</p>
        <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const { submission } = data;
  return (
    <Card className="space-y-6" role="region" aria-labelledby="submission-title">
      <div className="space-y-2">
        <Button variant="ghost" size="sm" className="-ml-2" onClick={onClose}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to the queue
        </Button>
        <p className="text-xs font-bold uppercase tracking-wider text-primary">{FORM_KIND_LABELS[kind]}</p>
        <h2
          id="submission-title"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 break-words text-xl font-bold text-fg outline-none"
        >
          {submission.summary}
        </h2>
        <p className="text-sm text-muted">
          From {personName(submission.submitter)} ·{' '}
          <time dateTime={submission.created_at}>{estDateTime(submission.created_at)}</time>
        </p>
        <SubmissionStatusBadge status={submission.status} />
      </div>

      <section aria-labelledby="submission-fields">
        <h3 id="submission-fields" className="mb-2 font-semibold text-fg">
          What they sent
        </h3>
        <dl className="space-y-3">
          {submission.fields.map((field) => (
            <div key={field.key}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{field.label}</dt>
              <dd className="whitespace-pre-wrap break-words text-fg">{fieldText(field.value)}</dd>
            </div>
          ))}
        </dl>
      </section>

      {kind === 'gym_leader_application' && (
        <section aria-labelledby="submission-files">
          <h3 id="submission-files" className="mb-2 font-semibold text-fg">
            Supporting documents
          </h3>
          {submission.files.length === 0 ? (
            <p className="text-sm text-muted">No files were uploaded.</p>
          ) : (
            <ul className="space-y-1">
              {submission.files.map((file) => (
                <li key={file.id}>
                  <a
                    href={file.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-2 break-all text-primary underline"
                  >
                    <FileText className="h-4 w-4 shrink-0" aria-hidden="true" />
                    {file.name}
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>{' '}
                  <span className="text-sm text-muted">{sizeText(file.size)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {submission.reply && (
        <section aria-labelledby="submission-reply" className="rounded-xl border border-border p-3">
          <h3 id="submission-reply" className="font-semibold text-fg">
            Reply the submitter sees
          </h3>
          <p className="mt-1 whitespace-pre-wrap break-words text-fg">{submission.reply.body}</p>
          <p className="mt-1 text-xs text-muted">
            {submission.reply.author ? `${personName(submission.reply.author)} · ` : ''}
            <time dateTime={submission.reply.created_at}>{estDateTime(submission.reply.created_at)}</time>
          </p>
        </section>
      )}

      <ReviewForm submission={submission} viewerId={viewerId} />

      <section aria-labelledby="submission-notes">
        <h3 id="submission-notes" className="mb-2 font-semibold text-fg">
          Internal notes
        </h3>
        {submission.notes.length === 0 ? (
          <p className="text-sm text-muted">No notes yet.</p>
        ) : (
          <ul className="space-y-2">
            {submission.notes.map((note) => (
              <li key={note.id} className="rounded-lg bg-surface-2/60 px-3 py-2">
                <p className="whitespace-pre-wrap break-words text-fg">{note.body}</p>
                <p className="mt-1 text-xs text-muted">
                  {note.author ? `${personName(note.author)} · ` : ''}
                  <time dateTime={note.created_at}>{estDateTime(note.created_at)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="submission-history">
        <h3 id="submission-history" className="mb-2 font-semibold text-fg">
          History
        </h3>
        <History kind={kind} id={id} />
      </section>
    </Card>
  );
}
