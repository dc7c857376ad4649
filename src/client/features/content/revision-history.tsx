import type { ContentRevision } from '@shared/content/api';
import { estDateTime } from '@shared/tournaments/time';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

const LINE_STYLE = {
  add: 'bg-emerald-500/10 text-emerald-300',
  remove: 'bg-red-500/10 text-red-300 line-through decoration-red-300/60',
  same: 'text-muted',
} as const;
const LINE_MARK = { add: '+', remove: '−', same: ' ' } as const;
const LINE_NAME = { add: 'Added', remove: 'Removed', same: 'Unchanged' } as const;

/** Every revision of a block, newest first: who, when, what changed, and a way back to it. */
export function RevisionHistory({
  revisions,
  currentId,
  canEdit,
  restoring,
  onRestore,
}: {
  revisions: readonly ContentRevision[];
  currentId: number | null;
  canEdit: boolean;
  restoring: boolean;
  onRestore: (id: number) => void;
}) {
  if (revisions.length === 0)
    return <p className="text-sm text-muted">No revisions yet: this is the first text.</p>;
  return (
    <ol className="space-y-3" aria-label="Revisions">
      {revisions.map((revision) => (
        <li key={revision.id} className="rounded-xl border border-border p-3">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p>
              <span className="font-semibold text-fg">Revision {revision.id}</span>{' '}
              <span className="text-muted">
                by {revision.author?.name ?? 'the original text'}, {estDateTime(revision.created_at)}
                {revision.restored_from !== null && ` (restored revision ${revision.restored_from})`}
              </span>
            </p>
            {revision.id === currentId ? (
              <span className="text-xs font-semibold text-primary">Published</span>
            ) : (
              canEdit && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={restoring}
                  onClick={() => onRestore(revision.id)}
                  aria-label={`Restore revision ${revision.id}`}
                >
                  Restore
                </Button>
              )
            )}
          </div>
          {revision.diff.length > 0 && (
            <pre className="mt-2 overflow-x-auto rounded-lg bg-surface-2 p-2 text-xs whitespace-pre-wrap">
              {revision.diff.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a diff's lines have no identity but their place.
                <span key={index} className={cn('block', LINE_STYLE[line.op])}>
                  <span className="sr-only">{LINE_NAME[line.op]}: </span>
                  <span aria-hidden="true">{LINE_MARK[line.op]} </span>
                  {line.text}
                </span>
              ))}
            </pre>
          )}
        </li>
      ))}
    </ol>
  );
}
