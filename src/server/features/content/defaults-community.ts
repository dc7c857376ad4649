/** The community page's texts and the Season 1 dates and timeline as first published. */
import type { DefaultText } from './default-text';
import { list, text, titled } from './defaults-legal';

export const COMMUNITY_DEFAULTS: Record<string, DefaultText> = {
  'community/intro': text(
    'Trainers, gym leaders and creators: this is where the server talks, trades and plans its next battle.',
  ),
  'community/channel-1': titled('#announcements', 'Server news, patch notes and event dates, first.'),
  'community/channel-2': titled('#general', 'Talk about anything Cobblemon with the community.'),
  'community/channel-3': titled('#battle-requests', 'Find sparring partners and challenge gym leaders.'),
  'community/channel-4': titled('#trading', 'Trade Pokémon and items with other trainers.'),
  'community/channel-5': titled('#tournaments', 'Brackets, sign-ups and results for every event.'),
  'community/channel-6': titled('#bug-reports', 'Tell us what broke so we can fix it fast.'),
  'community/program-1': titled(
    'Gym Leader Program',
    'Hold a gym, keep regular hours and earn a share of the revenue from players who back you.',
  ),
  'community/program-2': titled(
    'Content Creators',
    'Stream or record on the server and get featured in our announcements.',
  ),
  'community/program-3': titled(
    'Community Moderators',
    'Help keep chat friendly and fair for every trainer.',
  ),
  'community/guidelines': text(
    list(
      'Be respectful: no harassment, hate speech or personal attacks.',
      'Play fair: no cheats, exploits or macros, in battles or anywhere else.',
      'Keep it friendly for ages 13 and up.',
      'No spam, advertising or unsolicited DMs.',
      'Report problems to staff instead of escalating them.',
      'Follow the full server rules in game and on Discord.',
    ),
  ),

  // As the season was announced, "November 31" included (see docs/spec-mapping.md): the published
  // text, kept until someone corrects it in the console.
  'season1/dates': titled(
    'October 1 - November 31, 2025',
    'Battle through all 9 Gyms to earn every seasonal badge, take on the Elite Four and rise to become the Server Champion.',
  ),
  'season1/timeline-1': titled('Total Season', 'October 1 - November 31'),
  'season1/timeline-2': titled('Active Gyms', '9'),
  'season1/timeline-3': titled('Competitive Cycle', 'October 1 - October 31'),
  'season1/timeline-4': titled('Elite Four Tournament', 'Last week of October'),
};
