/** A leader page's address, alone so the leader cards link to it without the page's schemas. */

/** 'Blaze Ember' → 'blaze-ember': lower case, letters and digits, one dash between words. */
export function leaderSlug(displayName: string): string {
  return displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
