/**
 * Species, item and move names for autocomplete: dex-names.json, a chunk of its own (about 12 kB
 * compressed, against 1.8 MB for the whole dex), fetched once `wanted` (the reader has stepped into
 * the form), so it is not part of the page's first load.
 */
import type { DexNames } from '@shared/doubles/dex-names-source';
import { useEffect, useState } from 'react';

export function useDexNames(wanted: boolean): DexNames | null {
  const [names, setNames] = useState<DexNames | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    import('@shared/doubles/dex-names.json').then(
      (module) => mounted && setNames(module.default),
      // Without suggestions the inputs still take any name; the server judges it.
      (error: unknown) => console.warn('Pokédex names did not load', error),
    );
    return () => {
      mounted = false;
    };
  }, [wanted]);
  return names;
}
