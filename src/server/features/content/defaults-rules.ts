/** The server rules page as the spec wrote it: the first revision of each block. */
import { SITE } from '../../../shared/site/brand';
import type { DefaultText } from './default-text';

const rule = (title: string, summary: string, examples: string[]): DefaultText => ({
  title,
  body: [summary, '', ...examples.map((example) => `- ${example}`)].join('\n'),
});

export const RULES_DEFAULTS: Record<string, DefaultText> = {
  'server-rules/intro': {
    title: '',
    body: `Six rules that keep ${SITE.name} fair and friendly. They apply on the Minecraft server, in our Discord and on this website.`,
  },
  'server-rules/rule-1': rule(
    'Respect everyone',
    'Treat players and staff the way you want to be treated, win or lose.',
    [
      'No harassment, hate speech, slurs or threats, in chat, in battle or in DMs.',
      'Banter is fine; bullying someone after a loss is not.',
    ],
  ),
  'server-rules/rule-2': rule(
    'No cheating, exploits or unapproved mods',
    'Play with the official modpack plus client-side mods from the approved list in our Discord.',
    [
      'No hacked clients, X-ray, auto-clickers, macros or battle-prediction tools.',
      'Found a duplication glitch or other bug? Report it as a bug instead of using it.',
    ],
  ),
  'server-rules/rule-3': rule(
    'No griefing or stealing in claims',
    'Other players’ builds, chests and Pokémon ranches are theirs alone.',
    [
      'Never break, change or take anything inside a claim you are not trusted in.',
      'Unclaimed builds near spawn are shared spaces: leave them as you found them.',
    ],
  ),
  'server-rules/rule-4': rule(
    'Battle fairly',
    'Ranked play only means something if every result is earned.',
    [
      'No win trading, alt accounts on the ladder or deliberately losing to boost a friend.',
      'No AFK camping legendary spawn points or using farms to lock others out of spawns.',
    ],
  ),
  'server-rules/rule-5': rule('No spam or advertising', 'Keep chat readable for everyone.', [
    'No flooding, repeated messages, excessive caps or chat-bot spam.',
    'No advertising other servers, Discords or paid services, and no unsolicited links.',
  ]),
  'server-rules/rule-6': rule(
    'Follow staff and the Discord rules',
    'Staff decisions apply in game and on Discord; disagree politely and privately.',
    [
      'Do what a staff member asks in the moment, then appeal if you think they got it wrong.',
      'Our Discord has its own channel rules and Discord’s Terms of Service apply there too.',
    ],
  ),
  'server-rules/enforcement': {
    title: 'Enforcement',
    body: [
      'Staff choose a response that fits what happened: usually a warning first, then a mute, a temporary ban and finally a permanent ban. Cheating in ranked play, serious harassment and real-money scams can lead straight to a permanent ban, and ranked results gained by breaking the rules are removed.',
      '',
      'Think a decision was wrong? You can [appeal a ban](/appeal-bans); a different staff member reviews every appeal. Saw someone breaking the rules? Please [report the player](/report-players) with a screenshot or clip rather than calling them out in public chat.',
    ].join('\n'),
  },
};
