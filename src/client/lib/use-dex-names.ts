/**
 * Species, item and move names for autocomplete: dex-names.json, a chunk of its own (about 12 kB
 * compressed, against 1.8 MB for the whole dex), fetched only by the pages that ask for it.
 */
import type { DexNames } from '@shared/doubles/dex-names-source';
import { useEffect, useState } from 'react';

export function useDexNames(): DexNames | null {
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
