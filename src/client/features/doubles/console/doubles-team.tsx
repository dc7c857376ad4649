/**
 * A registered doubles team as staff check it: each Pokémon with its item and moves, the Tera
 * Pokémon marked, and the team as a Showdown paste to copy (the same export the sign-up page uses).
 */
import { exportShowdownTeam } from '@shared/doubles/showdown-text';
import type { StaffRegistration } from '@shared/tournaments/console/api';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';

type Team = NonNullable<StaffRegistration['team']>;

export function DoublesTeamDetails({ team, owner }: { team: Team; owner: string }) {
  const members = team.members.filter((member) => member.species.trim() !== '');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(
        exportShowdownTeam(team.members, team.tera_pokemon_slot, team.tera_type),
      );
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
      <Button size="sm" variant="secondary" className="mt-3" onClick={() => void copy()}>
        Copy Showdown paste <span className="sr-only">of {owner}'s team</span>
      </Button>
    </details>
  );
}
