/**
 * The Founders' Cup restricted list (spec §5, 18 entries) as the page shows it, and which species
 * each entry covers. Pure data: the page imports it without the Pokédex.
 */
export interface RestrictedEntry {
  label: string;
  /** Base species (every form) or exact form ids, as Showdown spells ids (lowercase letters and digits). */
  baseSpecies?: readonly string[];
  forms?: readonly string[];
}

export const FOUNDERS_RESTRICTED: readonly RestrictedEntry[] = [
  { label: 'Arceus (720)', baseSpecies: ['arceus'] },
  { label: 'Mewtwo and its Megas', baseSpecies: ['mewtwo'] },
  { label: 'Lugia / Ho-Oh', baseSpecies: ['lugia', 'hooh'] },
  { label: 'Kyogre / Primal Kyogre', baseSpecies: ['kyogre'] },
  { label: 'Groudon / Primal Groudon', baseSpecies: ['groudon'] },
  { label: 'Rayquaza / Mega Rayquaza', baseSpecies: ['rayquaza'] },
  { label: 'Dialga / Palkia / Giratina', baseSpecies: ['dialga', 'palkia', 'giratina'] },
  { label: 'Regigigas', baseSpecies: ['regigigas'] },
  { label: 'Reshiram / Zekrom / Kyurem (all forms)', baseSpecies: ['reshiram', 'zekrom', 'kyurem'] },
  {
    label: 'Xerneas / Yveltal / Zygarde Complete',
    baseSpecies: ['xerneas', 'yveltal'],
    forms: ['zygardecomplete'],
  },
  { label: 'Solgaleo / Lunala', baseSpecies: ['solgaleo', 'lunala'] },
  { label: 'Necrozma (all forms)', baseSpecies: ['necrozma'] },
  { label: 'Zacian', baseSpecies: ['zacian'] },
  { label: 'Zamazenta', baseSpecies: ['zamazenta'] },
  { label: 'Eternatus', baseSpecies: ['eternatus'] },
  { label: 'Calyrex Ice Rider / Shadow Rider', forms: ['calyrexice', 'calyrexshadow'] },
  { label: 'Koraidon / Miraidon', baseSpecies: ['koraidon', 'miraidon'] },
  { label: 'Hoopa Unbound', forms: ['hoopaunbound'] },
];

const toId = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The restricted entry a species falls under, if any. */
export function restrictedEntryFor(species: { id: string; baseSpecies: string }): RestrictedEntry | null {
  const base = toId(species.baseSpecies);
  return (
    FOUNDERS_RESTRICTED.find(
      (entry) => entry.baseSpecies?.includes(base) || entry.forms?.includes(species.id),
    ) ?? null
  );
}
