import type { ElementType } from '@shared/arena/types';
import type { StaffLeader } from '@shared/gym-leaders/console/leaders-api';
import { formatUsd } from '@shared/shop/catalog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ELEMENT_STYLE } from '../../../components/ui/element-style';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useReveal } from '../../../lib/reveal';
import { PlayerLink } from '../../players';
import { LeaderForm } from './leader-form';
import { LeaderLedger } from './leader-ledger';
import { leadersQuery } from './leaders-api';

function LeaderRow({
  leader,
  onEdit,
  onLedger,
}: {
  leader: StaffLeader;
  onEdit: () => void;
  onLedger: () => void;
}) {
  return (
    <li className="space-y-2 rounded-xl border border-border bg-surface/80 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 break-words font-semibold text-fg">{leader.display_name}</span>
        <span
          className={cn(
            'inline-flex rounded-full border px-2 py-0.5 text-xs font-bold capitalize',
            ELEMENT_STYLE[leader.element as ElementType],
          )}
        >
          {leader.element}
        </span>
        <Badge variant="outline" className="capitalize">
          {leader.status}
        </Badge>
      </div>
      <p className="break-words text-sm text-muted">
        {leader.player ? (
          <>
            Player:{' '}
            <PlayerLink name={leader.player.uuid ? leader.player.mc_username : null}>
              {leader.player.mc_username ?? leader.player.username}
            </PlayerLink>
          </>
        ) : (
          'No linked player'
        )}
        {!leader.public && (
          <>
            {' · '}
            <span className="text-warning">Hidden from public lists until a Minecraft account is linked</span>
          </>
        )}
      </p>
      <p className="text-sm">
        Earned {formatUsd(leader.earnings.earnings_to_date_cents)} · Paid{' '}
        {formatUsd(leader.earnings.payouts_to_date_cents)} · Available{' '}
        {formatUsd(leader.earnings.available_cents)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${leader.display_name}`}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={onLedger}
          aria-label={`Ledger of ${leader.display_name}`}
        >
          Ledger
        </Button>
      </div>
    </li>
  );
}

/** The gym leaders tab: every leader, a create/edit form, and the chosen leader's ledger. */
export default function LeadersPanel({ isAdmin }: { isAdmin: boolean }) {
  const leaders = useQuery(leadersQuery());
  const [editing, setEditing] = useState<string | null>(null);
  const [ledgerOf, setLedgerOf] = useState<string | null>(null);
  // A new key after each save empties the create form.
  const [round, setRound] = useState(0);
  const editingLeader = leaders.data?.leaders.find((l) => l.id === editing) ?? null;
  // Below the list on a phone: each opens where the staff member can see and type in it.
  const form = useReveal<HTMLHeadingElement>();
  const ledger = useReveal<HTMLHeadingElement>();

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="leaders-title" className="space-y-3">
        <h2 id="leaders-title" className="text-lg font-bold text-fg">
          Gym leaders
        </h2>
        <p className="text-sm text-muted">
          Accepting a gym leader application in the review queues makes the applicant a leader (or links the
          leader of that name). Applicants without a linked Minecraft account become leaders hidden from the
          public lists until they link it.
        </p>
        {leaders.isPending ? (
          <Spinner label="Loading gym leaders…" />
        ) : leaders.isError ? (
          <Card role="alert">
            <p>We could not load the gym leaders.</p>
            <Button variant="secondary" className="mt-3" onClick={() => void leaders.refetch()}>
              Try again
            </Button>
          </Card>
        ) : leaders.data.leaders.length === 0 ? (
          <p className="text-sm text-muted">No gym leaders yet.</p>
        ) : (
          <ul className="space-y-2" aria-label="Gym leaders">
            {leaders.data.leaders.map((leader) => (
              <LeaderRow
                key={leader.id}
                leader={leader}
                onEdit={() => {
                  setEditing(leader.id);
                  form.reveal();
                }}
                onLedger={() => {
                  setLedgerOf(leader.id);
                  ledger.reveal();
                }}
              />
            ))}
          </ul>
        )}
      </section>
      <div className="space-y-8">
        <section aria-labelledby="leader-form-title" className="space-y-3">
          <h3
            id="leader-form-title"
            ref={form.ref}
            tabIndex={-1}
            className="scroll-mt-24 text-lg font-bold text-fg outline-none"
          >
            {editingLeader ? `Edit ${editingLeader.display_name}` : 'Add a gym leader'}
          </h3>
          <LeaderForm
            key={editingLeader?.id ?? `new-${round}`}
            leader={editingLeader}
            onDone={() => {
              setEditing(null);
              setRound((n) => n + 1);
            }}
          />
        </section>
        {ledgerOf && <LeaderLedger leaderId={ledgerOf} isAdmin={isAdmin} headingRef={ledger.ref} />}
      </div>
    </div>
  );
}
