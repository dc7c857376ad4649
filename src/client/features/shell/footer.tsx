import { SITE } from '@shared/site/brand';
import { MessageCircle } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { publicConfig } from '../../lib/public-config';
import { Link } from '../../lib/router';
import { useIsClient } from '../../lib/use-is-client';
import { FOOTER_BOTTOM_LINKS, FOOTER_GROUPS } from './nav-links';
import { onlineLabel, useDiscordOnline } from './use-discord-online';
import { GAME_SERVER_LABELS, useGameServerState } from './use-game-server-state';

const discordLine = (loading: boolean, online: number | null) => {
  if (loading) return 'Checking Discord...';
  return online === null ? onlineLabel(loading, online) : `${online} online on Discord`;
};

/** What the footer's first paint shows: no answer from Discord or the game server yet. */
const FIRST_PAINT_DISCORD = { loading: true, online: null, invite: publicConfig.discordInvite };

export function Footer() {
  const discord = useDiscordOnline();
  const serverNow = useGameServerState();
  // The footer hydrates in the last turn (lib/hydrate-in-turn.tsx), when the header may already
  // have these answers: its first render draws the paint, the next one the answers.
  const isClient = useIsClient();
  const { loading, online, invite } = isClient ? discord : FIRST_PAINT_DISCORD;
  const server = isClient ? serverNow : 'checking';
  return (
    <footer className="mt-16 border-t border-border bg-surface/60">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <p className="font-display text-lg font-extrabold">{SITE.name}</p>
          <p className="mt-2 text-sm text-muted">{SITE.tagline}</p>
          <a
            href={invite}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonClass('secondary', 'sm')} mt-4`}
          >
            <MessageCircle className="h-4 w-4" aria-hidden="true" />
            Join our Discord
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          {/* Two separate facts: the game server (from the bridge) and the Discord count. */}
          <p className="mt-4 flex items-center gap-2 text-sm">
            <span
              aria-hidden="true"
              className={cn('h-2 w-2 rounded-full', server === 'online' ? 'bg-success' : 'bg-muted')}
            />
            <span className="font-semibold">{GAME_SERVER_LABELS[server]}</span>
          </p>
          <p className="mt-1 flex items-center gap-2 text-sm text-muted">
            <MessageCircle className="h-3.5 w-3.5" aria-hidden="true" />
            {discordLine(loading, online)}
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-bold uppercase tracking-widest text-fg">{group.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-muted hover:text-primary">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-xs text-muted sm:px-6 md:flex-row md:items-center md:justify-between">
          <div className="space-y-1">
            <p>
              © {SITE.copyrightYear} {SITE.name}. Version {SITE.version}. Ages {SITE.minimumAge}+
            </p>
            <p>
              Not affiliated with or endorsed by Mojang Studios, Microsoft, Nintendo, Game Freak, Creatures
              Inc., The Pokémon Company or the Cobblemon team. Pokémon and Minecraft are trademarks of their
              respective owners.
            </p>
          </div>
          <ul className="flex shrink-0 flex-wrap gap-x-4 gap-y-2">
            {FOOTER_BOTTOM_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="whitespace-nowrap hover:text-primary">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
