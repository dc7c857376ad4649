/**
 * The console's Season tab: staff award and revoke a player's badges (the game server's rule), and
 * admins archive the open season and start the next one after typing its name.
 */
import { SEASON1_GYM_TYPES } from '@shared/bridge/season';
import { badgeTitle } from '@shared/season/archive';
import { type BadgeChange, badgeChangeSchema, seasonResetSchema } from '@shared/season/console/requests';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useZodForm } from '../../forms';
import { seasonArchiveQuery } from '../use-season-archive';
import { useChangeBadge, useResetSeason } from './season-api';

const BADGES = [...SEASON1_GYM_TYPES, 'champion'] as const;
const controlId = (name: string) => `season-${name}`;

export default function SeasonPanel({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div className="space-y-6">
      <BadgeForm />
      {isAdmin ? <ResetCard /> : <p className="text-sm text-muted">Only admins can archive the season.</p>}
    </div>
  );
}

function BadgeForm() {
  const form = useZodForm(
    badgeChangeSchema,
    { player: '', badge: 'fire', awarded: true },
    { fieldId: controlId },
  );
  const { values, errors, set } = form;
  const change = useChangeBadge(form.showErrors);
  const [revoking, setRevoking] = useState<BadgeChange | null>(null);

  /** Awarding goes at once; revoking asks first, naming the player and the badge. */
  const send = async (awarded: boolean) => {
    set('awarded', awarded);
    const parsed = await badgeChangeSchema.safeParseAsync({ ...values, awarded });
    if (!parsed.success) {
      await form.validate();
      return;
    }
    if (awarded) change.mutate(parsed.data);
    else setRevoking(parsed.data);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };

  const hint = 'Their Minecraft name or uuid, as the game server or their linked account knows it.';
  return (
    <Card>
      <form onSubmit={submit} aria-labelledby="badge-form-title" className="space-y-4">
        <h2 id="badge-form-title" className="text-lg font-bold text-fg">
          Award or revoke a badge
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <Field id={controlId('player')} label="Player" hint={hint} error={errors.player}>
            <Input
              id={controlId('player')}
              value={values.player}
              autoComplete="off"
              aria-invalid={errors.player ? true : undefined}
              aria-describedby={describedBy(controlId('player'), hint, errors.player)}
              onChange={(event) => set('player', event.target.value)}
            />
          </Field>
          <Field id={controlId('badge')} label="Badge" error={errors.badge}>
            <Select
              id={controlId('badge')}
              value={values.badge}
              options={BADGES.map((badge) => ({ value: badge, label: badgeTitle(badge) }))}
              aria-invalid={errors.badge ? true : undefined}
              aria-describedby={describedBy(controlId('badge'), undefined, errors.badge)}
              onChange={(event) => set('badge', event.target.value as (typeof BADGES)[number])}
            />
          </Field>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={change.isPending}>
            Award badge
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={change.isPending}
            onClick={() => void send(false)}
          >
            Revoke badge
          </Button>
        </div>
        <p className="text-sm text-muted">
          To correct a badge, revoke the wrong one and award the right one. The season page shows each change
          at once.
        </p>
      </form>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={revoking ? `Revoke ${badgeTitle(revoking.badge)} from ${revoking.player}?` : ''}
        description="The season page and the game server stop counting it at once."
        confirmLabel="Revoke badge"
        onConfirm={() => {
          if (revoking) change.mutate(revoking);
          setRevoking(null);
        }}
      />
    </Card>
  );
}

function ResetCard() {
  const archive = useQuery(seasonArchiveQuery);
  const [open, setOpen] = useState(false);
  const current = archive.data?.current;
  const form = useZodForm(seasonResetSchema, { season: 0, confirm: '' }, { fieldId: controlId });
  const reset = useResetSeason(form.showErrors);
  if (!current) return null;
  const next = `Season ${current.number + 1}`;

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.validate();
    if (!body) return;
    if (body.confirm !== current.name) {
      form.showErrors({ confirm: `Type ${current.name} to confirm.` });
      return;
    }
    reset.mutate(body, {
      onSuccess: () => {
        setOpen(false);
        form.reset({ season: 0, confirm: '' });
      },
    });
  };

  return (
    <Card role="region" aria-labelledby="reset-title">
      <h2 id="reset-title" className="text-lg font-bold text-fg">
        Archive {current.name} and start {next}
      </h2>
      <p className="mt-2 text-sm text-muted">
        Keeps every player's badges, champion flag and ladder standing in the archive on the season page, then
        empties the badges for {next}. This cannot be undone.
      </p>
      <Button
        type="button"
        variant="danger"
        className="mt-4"
        onClick={() => {
          form.reset({ season: current.number, confirm: '' });
          setOpen(true);
        }}
      >
        Archive {current.name}…
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Archive ${current.name}?`}
        description={`Every badge is archived and ${next} starts with none. Type ${current.name} to confirm.`}
      >
        <form onSubmit={confirm} className="mt-4 space-y-4">
          <Field id={controlId('confirm')} label="Season name" error={form.errors.confirm}>
            <Input
              id={controlId('confirm')}
              value={form.values.confirm}
              autoComplete="off"
              aria-invalid={form.errors.confirm ? true : undefined}
              aria-describedby={describedBy(controlId('confirm'), undefined, form.errors.confirm)}
              onChange={(event) => form.set('confirm', event.target.value)}
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Keep {current.name}
            </Button>
            <Button type="submit" variant="danger" disabled={reset.isPending}>
              {reset.isPending ? 'Archiving…' : `Archive and start ${next}`}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
