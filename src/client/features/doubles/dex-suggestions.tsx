/**
 * Autocomplete for species, held items and moves: native <datalist>s filled from dex-names.json,
 * a chunk of its own (about 12 kB compressed, against 1.8 MB for the whole dex) that only this page
 * loads, so no other page pays for it.
 */
import type { DexNames } from '@shared/doubles/dex-names-source';
import { useEffect, useState } from 'react';

export const SUGGESTION_LISTS = {
  species: 'doubles-species-names',
  item: 'doubles-item-names',
  move: 'doubles-move-names',
} as const;

function useDexNames() {
  const [names, setNames] = useState<DexNames | null>(null);
  useEffect(() => {
    let mounted = true;
    import('@shared/doubles/dex-names.json').then(
      (module) => mounted && setNames(module.default),
      // Without suggestions the inputs still take any name; the server judges it.
      (error: unknown) => console.warn('Pokédex names did not load', error),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return names;
}

function NameList({ id, names }: { id: string; names: readonly string[] | undefined }) {
  return (
    <datalist id={id}>
      {names?.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}

export function DexSuggestions() {
  const names = useDexNames();
  return (
    <>
      <NameList id={SUGGESTION_LISTS.species} names={names?.species} />
      <NameList id={SUGGESTION_LISTS.item} names={names?.items} />
      <NameList id={SUGGESTION_LISTS.move} names={names?.moves} />
    </>
  );
}
