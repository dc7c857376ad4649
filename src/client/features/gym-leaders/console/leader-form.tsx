import { ELEMENT_TYPES, LEADER_STATUSES } from '@shared/arena/types';
import {
  leaderCreateSchema,
  leaderUpdateSchema,
  MAX_LEADER_NAME,
} from '@shared/gym-leaders/console/leader-requests';
import type { StaffLeader } from '@shared/gym-leaders/console/leaders-api';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { reportFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../forms';
import { useSaveLeader } from './leaders-api';

const ELEMENT_OPTIONS = ELEMENT_TYPES.map((value) => ({
  value,
  label: value[0]!.toUpperCase() + value.slice(1),
}));
const STATUS_OPTIONS = LEADER_STATUSES.map((value) => ({
  value,
  label: value[0]!.toUpperCase() + value.slice(1),
}));
const PLAYER_HINT =
  'A Minecraft name or a player id; leave empty for none. A leader without a linked Minecraft account is hidden from the public lists.';

/** Create a leader (no `leader`) or edit one; the form starts again from the saved values. */
export function LeaderForm({ leader, onDone }: { leader: StaffLeader | null; onDone: () => void }) {
  const save = useSaveLeader(leader?.id ?? null);
  const prefix = leader ? `edit-${leader.id}` : 'new-leader';
  const form = useZodForm(
    leader ? leaderUpdateSchema : leaderCreateSchema,
    {
      display_name: leader?.display_name ?? '',
      element: leader?.element ?? '',
      status: leader?.status ?? 'offline',
      player: leader?.player?.mc_username ?? leader?.player?.id ?? '',
    } as Record<'display_name' | 'element' | 'status' | 'player', string>,
    { fieldId: (name) => `${prefix}-${name === 'display_name' ? 'name' : name}` },
  );
  const { values, errors, set } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.validate())) return;
    save.mutate({ ...values, player: values.player.trim() || null } as Parameters<typeof save.mutate>[0], {
      onSuccess: ({ leader: saved }) => {
        toast.success(leader ? 'Gym leader saved' : 'Gym leader created', {
          description: saved.public ? saved.display_name : `${saved.display_name} is hidden until linked.`,
        });
        onDone();
      },
      onError: (error) =>
        reportFailure(error, {
          title: leader ? 'Gym leader not saved' : 'Gym leader not created',
          description: 'Please try again.',
          onFieldErrors: form.showErrors,
        }),
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <Field id={`${prefix}-name`} label="Display name" required error={errors.display_name}>
        <Input
          id={`${prefix}-name`}
          value={values.display_name}
          maxLength={MAX_LEADER_NAME}
          onChange={(e) => set('display_name', e.target.value)}
          aria-invalid={errors.display_name ? true : undefined}
          aria-describedby={describedBy(`${prefix}-name`, undefined, errors.display_name)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${prefix}-element`} label="Gym type" required error={errors.element}>
          <Select
            id={`${prefix}-element`}
            value={values.element}
            placeholder="Choose a type"
            options={ELEMENT_OPTIONS}
            onChange={(e) => set('element', e.target.value)}
            aria-invalid={errors.element ? true : undefined}
            aria-describedby={describedBy(`${prefix}-element`, undefined, errors.element)}
          />
        </Field>
        <Field id={`${prefix}-status`} label="Status" error={errors.status}>
          <Select
            id={`${prefix}-status`}
            value={values.status}
            options={STATUS_OPTIONS}
            onChange={(e) => set('status', e.target.value)}
          />
        </Field>
      </div>
      <Field id={`${prefix}-player`} label="Linked player" hint={PLAYER_HINT} error={errors.player}>
        <Input
          id={`${prefix}-player`}
          value={values.player}
          maxLength={64}
          onChange={(e) => set('player', e.target.value)}
          aria-invalid={errors.player ? true : undefined}
          aria-describedby={describedBy(`${prefix}-player`, PLAYER_HINT, errors.player)}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {leader ? 'Save changes' : 'Create leader'}
        </Button>
        {leader && (
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
