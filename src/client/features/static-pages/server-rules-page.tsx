import { SITE } from '@shared/site/brand';
import {
  Ban,
  HeartHandshake,
  House,
  type LucideIcon,
  MessageSquareOff,
  ShieldCheck,
  Swords,
} from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page, PageHeader, Prose } from '../../components/ui/page';
import { Link } from '../../lib/router';

interface Rule {
  title: string;
  Icon: LucideIcon;
  summary: string;
  examples: string[];
}

const RULES: Rule[] = [
  {
    title: 'Respect everyone',
    Icon: HeartHandshake,
    summary: 'Treat players and staff the way you want to be treated, win or lose.',
    examples: [
      'No harassment, hate speech, slurs or threats, in chat, in battle or in DMs.',
      'Banter is fine; bullying someone after a loss is not.',
    ],
  },
  {
    title: 'No cheating, exploits or unapproved mods',
    Icon: ShieldCheck,
    summary: 'Play with the official modpack plus client-side mods from the approved list in our Discord.',
    examples: [
      'No hacked clients, X-ray, auto-clickers, macros or battle-prediction tools.',
      'Found a duplication glitch or other bug? Report it as a bug instead of using it.',
    ],
  },
  {
    title: 'No griefing or stealing in claims',
    Icon: House,
    summary: 'Other players’ builds, chests and Pokémon ranches are theirs alone.',
    examples: [
      'Never break, change or take anything inside a claim you are not trusted in.',
      'Unclaimed builds near spawn are shared spaces: leave them as you found them.',
    ],
  },
  {
    title: 'Battle fairly',
    Icon: Swords,
    summary: 'Ranked play only means something if every result is earned.',
    examples: [
      'No win trading, alt accounts on the ladder or deliberately losing to boost a friend.',
      'No AFK camping legendary spawn points or using farms to lock others out of spawns.',
    ],
  },
  {
    title: 'No spam or advertising',
    Icon: MessageSquareOff,
    summary: 'Keep chat readable for everyone.',
    examples: [
      'No flooding, repeated messages, excessive caps or chat-bot spam.',
      'No advertising other servers, Discords or paid services, and no unsolicited links.',
    ],
  },
  {
    title: 'Follow staff and the Discord rules',
    Icon: Ban,
    summary: 'Staff decisions apply in game and on Discord; disagree politely and privately.',
    examples: [
      'Do what a staff member asks in the moment, then appeal if you think they got it wrong.',
      'Our Discord has its own channel rules and Discord’s Terms of Service apply there too.',
    ],
  },
];

export default function ServerRulesPage() {
  return (
    <Page>
      <PageHeader eyebrow="Community" title="Server Rules">
        Six rules that keep {SITE.name} fair and friendly. They apply on the Minecraft server, in our Discord
        and on this website.
      </PageHeader>

      <ol className="space-y-4" aria-label="Server rules">
        {RULES.map((rule, index) => (
          <li key={rule.title}>
            <Card className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-surface-2 text-primary"
              >
                <rule.Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <div>
                <h2 className="text-lg font-bold text-fg">
                  {index + 1}. {rule.title}
                </h2>
                <p className="mt-1 text-fg">{rule.summary}</p>
                <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted">
                  {rule.examples.map((example) => (
                    <li key={example}>{example}</li>
                  ))}
                </ul>
              </div>
            </Card>
          </li>
        ))}
      </ol>

      <Prose className="mt-10">
        <h2>Enforcement</h2>
        <p>
          Staff choose a response that fits what happened: usually a warning first, then a mute, a temporary
          ban and finally a permanent ban. Cheating in ranked play, serious harassment and real-money scams
          can lead straight to a permanent ban, and ranked results gained by breaking the rules are removed.
        </p>
        <p>
          Think a decision was wrong? You can <Link to="/appeal-bans">appeal a ban</Link>; a different staff
          member reviews every appeal. Saw someone breaking the rules? Please{' '}
          <Link to="/report-players">report the player</Link> with a screenshot or clip rather than calling
          them out in public chat.
        </p>
      </Prose>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/report-players" className={buttonClass('primary')}>
          Report a player
        </Link>
        <Link to="/appeal-bans" className={buttonClass('secondary')}>
          Appeal a ban
        </Link>
      </div>
    </Page>
  );
}
