/** Autocomplete for species, held items and moves: native <datalist>s filled from the dex names. */
import { useDexNames } from '../../lib/use-dex-names';

export const SUGGESTION_LISTS = {
  species: 'doubles-species-names',
  item: 'doubles-item-names',
  move: 'doubles-move-names',
} as const;

function NameList({ id, names }: { id: string; names: readonly string[] | undefined }) {
  return (
    <datalist id={id}>
      {names?.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}

/** The lists fill once `wanted`: when the reader first steps into the form. */
export function DexSuggestions({ wanted }: { wanted: boolean }) {
  const names = useDexNames(wanted);
  return (
    <>
      <NameList id={SUGGESTION_LISTS.species} names={names?.species} />
      <NameList id={SUGGESTION_LISTS.item} names={names?.items} />
      <NameList id={SUGGESTION_LISTS.move} names={names?.moves} />
    </>
  );
}
