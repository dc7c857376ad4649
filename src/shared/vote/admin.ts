/**
 * The console's vote settings: the sites (names, links, rewards text) and the vote party's goal.
 * The request (zod) is checked by the console as it is typed and by the server on save; the answer
 * is zod/mini like every answer.
 */

import * as zm from 'zod/mini';
import { formatCount } from '../format';
import { z } from '../zod';
import { voteSite } from './types';

export const MAX_VOTE_SITES = 12;
export const MAX_VOTE_SITE_NAME = 60;
export const MAX_VOTE_REWARDS = 200;
export const MAX_VOTE_URL = 500;
export const MAX_VOTE_PARTY_GOAL = 100_000;

/** A vote link leaves the site with our name on it: only https, to a real host, nothing hidden in it. */
export function isSafeVoteUrl(text: string): boolean {
  // Spaces, quotes, angle brackets and control characters are how a link is disguised; a real
  // address has them percent-encoded.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
  if (/[\s\u0000-\u001f\u007f"'<>`\\]/.test(text)) return false;
  try {
    const url = new URL(text);
    return (
      url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

export const voteSiteInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the site a name.')
    .max(MAX_VOTE_SITE_NAME, `Keep the name under ${MAX_VOTE_SITE_NAME} characters.`),
  url: z
    .string()
    .trim()
    .max(MAX_VOTE_URL, `Keep the link under ${MAX_VOTE_URL} characters.`)
    .refine(isSafeVoteUrl, 'Use the site’s full https:// address (for example https://topg.org/…).'),
  rewards: z.string().trim().max(MAX_VOTE_REWARDS, `Keep the rewards under ${MAX_VOTE_REWARDS} characters.`),
});

export const voteSettingsSchema = z
  .object({
    sites: z
      .array(voteSiteInput)
      .min(1, 'Keep at least one vote site.')
      .max(MAX_VOTE_SITES, `At most ${MAX_VOTE_SITES} vote sites.`),
    party_goal: z
      .number({ error: 'Enter the number of votes a party needs.' })
      .int('Use a whole number of votes.')
      .min(1, 'A party needs at least 1 vote.')
      .max(MAX_VOTE_PARTY_GOAL, `At most ${formatCount(MAX_VOTE_PARTY_GOAL)} votes.`),
  })
  .superRefine((settings, ctx) => {
    const seen = new Set<string>();
    settings.sites.forEach((site, index) => {
      const url = site.url.trim();
      if (seen.has(url)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sites', index, 'url'],
          message: 'This link is listed twice.',
        });
      }
      seen.add(url);
    });
  });
export type VoteSettings = z.infer<typeof voteSettingsSchema>;

/** GET and PUT /api/staff/vote: the settings, and whether the viewer may change them. */
export const staffVoteResponse = zm.object({
  can_edit: zm.boolean(),
  sites: zm.array(voteSite),
  party_goal: zm.number(),
});
export type StaffVoteResponse = zm.infer<typeof staffVoteResponse>;
