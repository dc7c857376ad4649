/**
 * A registered doubles team as staff check it: each Pokémon with its item and moves, the Tera
 * Pokémon marked, and the team as a Showdown paste to copy (the same export the sign-up page uses).
 * Before the start staff may correct it: the paste, edited, is read back into the team and judged
 * on the server by the player's own rules, whose messages show under the paste.
 */
import type { DoublesTeamInput } from '@shared/doubles/registration-schema';
import { exportShowdownTeam } from '@shared/doubles/showdown-text';
import { teamPasteSchema } from '@shared/doubles/team-paste';
import type { StaffRegistration } from '@shared/tournaments/console/api';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../forms';

type Team = NonNullable<StaffRegistration['team']>;

/** What the owner of the sign-ups list hands in to send a correction (its API module holds the call). */
export interface TeamCorrection {
  pending: boolean;
  save: (
    team: DoublesTeamInput,
    reactions: { onSaved: () => void; onFieldErrors: (errors: Record<string, string>) => void },
  ) => void;
}

const pasteOf = (team: Team) => exportShowdownTeam(team.members, team.tera_pokemon_slot, team.tera_type);

function CorrectTeam({ team, owner, correction }: { team: Team; owner: string; correction: TeamCorrection }) {
  const [open, setOpen] = useState(false);
  const controlId = `${useId()}-paste`;
  const form = useZodForm(teamPasteSchema, { paste: '' }, { fieldId: () => controlId });
  const start = () => {
    form.reset({ paste: pasteOf(team) });
    setOpen(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.validate();
    if (!body) return;
    correction.save(body, {
      onSaved: () => setOpen(false),
      // The server names fields of the team (`team.2.item`, `tera_type`): all of them are in the paste.
      onFieldErrors: (errors) => form.showErrors({ paste: Object.values(errors).join(' ') }),
    });
  };
  const hint = 'Edit the Showdown paste: six Pokémon, and one “Tera Type:” line on the Tera Pokémon.';
  return (
    <>
      <Button size="sm" variant="secondary" className="mt-3" onClick={start}>
        Correct the team <span className="sr-only">of {owner}</span>
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Correct ${owner}'s team`}
        description="The player's own rules apply: the same checks judge the team before it is saved."
        className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
      >
        <form onSubmit={submit} className="mt-4 space-y-4">
          <Field id={controlId} label="Team (Showdown paste)" hint={hint} error={form.errors.paste}>
            <Textarea
              id={controlId}
              rows={14}
              spellCheck={false}
              autoComplete="off"
              className="font-mono text-sm"
              value={form.values.paste}
              aria-invalid={form.errors.paste ? true : undefined}
              aria-describedby={describedBy(controlId, hint, form.errors.paste)}
              onChange={(event) => form.set('paste', event.target.value)}
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Keep the team
            </Button>
            <Button type="submit" disabled={correction.pending}>
              Save the team
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

export function DoublesTeamDetails({
  team,
  owner,
  correction,
}: {
  team: Team;
  owner: string;
  /** Given while the team can still change (before the start). */
  correction?: TeamCorrection;
}) {
  const members = team.members.filter((member) => member.species.trim() !== '');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pasteOf(team));
      toast.success(`${owner}'s team copied as a Showdown paste`);
    } catch {
      toast.error('The clipboard refused the paste', { description: 'Select the team and copy it by hand.' });
    }
  };
  return (
    <details className="w-full rounded-lg border border-border bg-surface-2/50 p-3">
      <summary className="cursor-pointer font-semibold text-fg">
        Team ({members.length} Pokémon) <span className="sr-only">of {owner}</span>
      </summary>
      <ol className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {team.members.map((member, index) =>
          member.species.trim() === '' ? null : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the six slots are fixed and ordered
            <li key={index} className="min-w-0 rounded-md border border-border p-2 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
                <span className="break-words">
                  {member.species}
                  {member.item.trim() && <span className="font-normal text-muted"> @ {member.item}</span>}
                </span>
                {index + 1 === team.tera_pokemon_slot && (
                  <Badge variant="outline">Tera {team.tera_type}</Badge>
                )}
              </p>
              <p className="mt-1 break-words text-muted">
                {member.moves.filter((move) => move.trim() !== '').join(' · ') || 'No moves'}
              </p>
            </li>
          ),
        )}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" className="mt-3" onClick={() => void copy()}>
          Copy Showdown paste <span className="sr-only">of {owner}'s team</span>
        </Button>
        {correction && <CorrectTeam team={team} owner={owner} correction={correction} />}
      </div>
    </details>
  );
}
