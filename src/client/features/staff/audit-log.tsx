import { AUDIT_TARGET_TYPES } from '@shared/staff/review';
import { estDateTime } from '@shared/tournaments/time';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { actionLabel, actorText, changeLines, targetLabel } from './format';
import { auditQuery, membersQuery } from './staff-queries';

const TARGET_LABELS: Record<(typeof AUDIT_TARGET_TYPES)[number], string> = {
  submission: 'Submissions',
  user: 'Accounts',
  tournament: 'Tournaments',
  tournament_match: 'Tournament matches',
  gym_leader: 'Gym leaders',
  payout: 'Payouts',
  delivery: 'Deliveries',
  game_server: 'Game servers',
  incident: 'Incidents',
  purchase: 'Purchases',
  event: 'Events',
  content: 'Page texts',
  vote: 'Vote sites',
  season: 'Seasons',
  player: 'Players',
  atlas: 'Spawn atlas',
  product: 'Catalog products',
  store_setting: 'Store settings',
  sale: 'Sales',
  discount_code: 'Discount codes',
  discord_role: 'Discord role',
};

/** The audit log tab: every console change, newest first, by who, on what, from what to what. */
export function AuditLog() {
  const [actor, setActor] = useState('');
  const [targetType, setTargetType] = useState('');
  const [targetText, setTargetText] = useState('');
  const targetId = useDebouncedValue(targetText.trim());
  const members = useQuery(membersQuery());
  const log = useInfiniteQuery(
    auditQuery({
      actor: actor || undefined,
      target_type: targetType || undefined,
      target_id: targetId || undefined,
    }),
  );
  const names = new Map((members.data?.members ?? []).map((m) => [m.id, `@${m.discord_username}`]));
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="space-y-4">
      <section aria-label="Filter the audit log" className="grid gap-3 sm:grid-cols-3">
        <div className="space-y-1">
          <Label htmlFor="audit-actor">Done by</Label>
          <Select
            id="audit-actor"
            value={actor}
            onChange={(e) => setActor(e.target.value)}
            placeholder="Anyone"
            options={(members.data?.members ?? []).map((m) => ({
              value: m.id,
              label: `@${m.discord_username}`,
            }))}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="audit-target-type">On</Label>
          <Select
            id="audit-target-type"
            value={targetType}
            onChange={(e) => setTargetType(e.target.value)}
            placeholder="Everything"
            options={AUDIT_TARGET_TYPES.map((t) => ({ value: t, label: TARGET_LABELS[t] }))}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="audit-target-id">Target id</Label>
          <Input
            id="audit-target-id"
            value={targetText}
            onChange={(e) => setTargetText(e.target.value)}
            placeholder="bug_report:… or an account id"
            maxLength={200}
          />
        </div>
      </section>

      {log.isPending ? (
        <Spinner label="Loading the audit log…" />
      ) : log.isError ? (
        <Card role="alert">
          <p>We could not load the audit log.</p>
          <Button variant="secondary" className="mt-3" onClick={() => void log.refetch()}>
            Try again
          </Button>
        </Card>
      ) : entries.length === 0 ? (
        <Card>
          <p className="text-muted">No changes match these filters.</p>
        </Card>
      ) : (
        <>
          <ol className="space-y-2" aria-label="Audit log entries">
            {entries.map((entry) => (
              <li key={entry.id} className="rounded-xl border border-border bg-surface/80 p-3 text-sm">
                <p className="flex flex-wrap items-baseline gap-x-2 text-fg">
                  <span className="font-semibold">{actionLabel(entry.action)}</span>
                  <span className="text-muted">on {targetLabel(entry)}</span>
                </p>
                <p className="text-muted">
                  by {actorText(entry)} ·{' '}
                  <time dateTime={entry.created_at}>{estDateTime(entry.created_at)}</time>
                </p>
                {changeLines(entry, names).map((line) => (
                  <p key={line} className="mt-1 whitespace-pre-wrap break-words text-fg">
                    {line}
                  </p>
                ))}
              </li>
            ))}
          </ol>
          {log.hasNextPage && (
            <Button
              variant="secondary"
              className="w-full"
              disabled={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              {log.isFetchingNextPage ? 'Loading…' : 'Load older'}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
