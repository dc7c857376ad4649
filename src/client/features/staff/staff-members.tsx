import type { StaffMember } from '@shared/staff/api';
import type { GrantableRole } from '@shared/staff/review';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { reportFailure } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { personName } from './format';
import { membersQuery, useChangePermission, useChangeRole } from './staff-queries';

const ROLE_BADGE = {
  admin: { label: 'Admin', variant: 'default' },
  staff: { label: 'Staff', variant: 'success' },
  player: { label: 'Player', variant: 'secondary' },
} as const;

function MemberRow({
  member,
  action,
  canGrantEditor,
}: {
  member: StaffMember;
  action?: { role: GrantableRole; label: string };
  canGrantEditor?: boolean;
}) {
  const change = useChangeRole();
  const permission = useChangePermission();
  const setEditor = (granted: boolean) =>
    permission.mutate(
      { userId: member.id, granted },
      {
        onSuccess: ({ member: changed }) =>
          toast.success(changed.editor ? 'Editor permission given' : 'Editor permission taken back', {
            description: `@${changed.discord_username} ${changed.editor ? 'can' : 'can no longer'} edit the site’s texts.`,
          }),
        onError: (error) =>
          reportFailure(error, { title: 'Permission not changed', description: 'Please try again.' }),
      },
    );
  const changeRole = (role: GrantableRole) =>
    change.mutate(
      { userId: member.id, role },
      {
        onSuccess: ({ member: changed }) =>
          toast.success(changed.role === 'staff' ? 'Staff role granted' : 'Staff role revoked', {
            description: `@${changed.discord_username} is now ${ROLE_BADGE[changed.role].label.toLowerCase()}.`,
          }),
        onError: (error) =>
          reportFailure(error, { title: 'Role not changed', description: 'Please try again.' }),
      },
    );
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface/80 p-3">
      <span className="min-w-0 flex-1 break-words font-semibold text-fg">{personName(member)}</span>
      <Badge variant={ROLE_BADGE[member.role].variant}>{ROLE_BADGE[member.role].label}</Badge>
      {member.editor && member.role === 'staff' && <Badge variant="secondary">Editor</Badge>}
      {canGrantEditor &&
        member.role === 'staff' &&
        (member.editor ? (
          <ConfirmDialog
            trigger={
              <Button
                size="sm"
                variant="secondary"
                disabled={permission.isPending}
                aria-label={`Revoke editor: ${member.discord_username}`}
              >
                Revoke editor
              </Button>
            }
            title={`Take back ${personName(member)}'s editor permission?`}
            description="They can no longer edit the site's texts. An admin can give it back."
            confirmLabel="Revoke editor"
            onConfirm={() => setEditor(false)}
          />
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={permission.isPending}
            aria-label={`Make editor: ${member.discord_username}`}
            onClick={() => setEditor(true)}
          >
            Make editor
          </Button>
        ))}
      {action && action.role === 'player' ? (
        <ConfirmDialog
          trigger={
            <Button
              size="sm"
              variant="secondary"
              disabled={change.isPending}
              aria-label={`${action.label}: ${member.discord_username}`}
            >
              {action.label}
            </Button>
          }
          title={`Revoke ${personName(member)}'s staff role?`}
          description="They lose the console at once and become a player. An admin can make them staff again."
          confirmLabel="Revoke staff"
          onConfirm={() => changeRole(action.role)}
        />
      ) : (
        action && (
          <Button
            size="sm"
            variant="primary"
            disabled={change.isPending}
            aria-label={`${action.label}: ${member.discord_username}`}
            onClick={() => changeRole(action.role)}
          >
            {action.label}
          </Button>
        )
      )}
    </li>
  );
}

/** What an admin may do to an account: never to an admin or to themselves. */
function actionFor(member: StaffMember, viewerId: string, isAdmin: boolean) {
  if (!isAdmin || member.id === viewerId || member.role === 'admin') return undefined;
  return member.role === 'staff'
    ? { role: 'player' as const, label: 'Revoke staff' }
    : { role: 'staff' as const, label: 'Make staff' };
}

function GrantSearch({ viewerId }: { viewerId: string }) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const found = useQuery({ ...membersQuery(q), enabled: q.length >= 2 });
  return (
    <section aria-labelledby="grant-title" className="space-y-3">
      <h2 id="grant-title" className="text-lg font-bold text-fg">
        Add staff
      </h2>
      <div className="space-y-1">
        <Label htmlFor="member-search">Find an account by Discord name</Label>
        <Input
          id="member-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={32}
          placeholder="At least 2 characters"
        />
      </div>
      {q.length >= 2 &&
        (found.isPending ? (
          <Spinner label="Searching…" />
        ) : (found.data?.members.length ?? 0) === 0 ? (
          <p className="text-sm text-muted">No account matches.</p>
        ) : (
          <ul className="space-y-2" aria-label="Matching accounts">
            {found.data?.members.map((member) => (
              <MemberRow key={member.id} member={member} action={actionFor(member, viewerId, true)} />
            ))}
          </ul>
        ))}
    </section>
  );
}

/** The staff members tab: the team, and for admins granting and revoking the staff role. */
export function StaffMembers({ viewerId, isAdmin }: { viewerId: string; isAdmin: boolean }) {
  const members = useQuery(membersQuery());
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="team-title" className="space-y-3">
        <h2 id="team-title" className="text-lg font-bold text-fg">
          The team
        </h2>
        {!isAdmin && (
          <p className="text-sm text-muted">
            Admins grant and revoke the staff role. Admins are set in the server's settings.
          </p>
        )}
        {members.isPending ? (
          <Spinner label="Loading the team…" />
        ) : members.isError ? (
          <Card role="alert">
            <p>We could not load the team.</p>
            <Button variant="secondary" className="mt-3" onClick={() => void members.refetch()}>
              Try again
            </Button>
          </Card>
        ) : (
          <ul className="space-y-2" aria-label="Staff and admins">
            {members.data.members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                action={actionFor(member, viewerId, isAdmin)}
                canGrantEditor={isAdmin}
              />
            ))}
          </ul>
        )}
      </section>
      {isAdmin && <GrantSearch viewerId={viewerId} />}
    </div>
  );
}
