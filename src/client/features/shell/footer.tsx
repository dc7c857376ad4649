import { SITE } from '@shared/site/brand';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { FOOTER_BOTTOM_LINKS, FOOTER_GROUPS } from './nav-links';
import { onlineLabel, useDiscordOnline } from './use-discord-online';

export function Footer() {
  const { loading, online, invite } = useDiscordOnline();
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
          <p className="mt-4 flex items-center gap-2 text-sm">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-success" />
            <span className="font-semibold">Server Online</span>
            <span className="text-muted">· {onlineLabel(loading, online)}</span>
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
          <ul className="flex gap-4">
            {FOOTER_BOTTOM_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-primary">
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
