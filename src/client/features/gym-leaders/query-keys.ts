/**
 * The leader pages' query keys. Not under the leaders' live root: a leader deleted live is taken out
 * of every query there as a list, which a page's answer is not. The page reads when opened.
 */
export const leaderKeys = {
  profile: (slug: string) => ['gym-leader-page', slug] as const,
};
