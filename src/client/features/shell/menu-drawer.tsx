import { ExternalLink } from 'lucide-react';
import { Sheet } from '../../components/ui/sheet';
import { cn } from '../../lib/cn';
import { NavLink as RouterNavLink } from '../../lib/router';
import { useSession } from '../auth';
import { MENU_GROUPS, type NavLink, PRIMARY_LINKS } from './nav-links';

function MenuItem({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  const base =
    'flex items-center justify-between rounded-lg px-3 py-2.5 text-sm font-semibold transition-colors';
  if (link.external) {
    return (
      <a
        href={link.to}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(base, 'text-fg hover:bg-surface-2')}
      >
        {link.label}
        <ExternalLink className="h-4 w-4 text-muted" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <RouterNavLink
      to={link.to}
      end
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          base,
          link.highlight ? 'bg-primary/15 text-primary hover:bg-primary/25' : 'text-fg hover:bg-surface-2',
          isActive && 'ring-1 ring-primary/60',
        )
      }
    >
      {link.label}
    </RouterNavLink>
  );
}

export default function MenuDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useSession();
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Menu" description="Site navigation">
      <nav aria-label="Main menu" className="space-y-6">
        <ul className="space-y-1">
          {PRIMARY_LINKS.map((link) => (
            <li key={link.to}>
              <MenuItem link={link} onNavigate={close} />
            </li>
          ))}
        </ul>
        {MENU_GROUPS.map((group) => (
          <section key={group.title} aria-labelledby={`menu-${group.title}`}>
            <h2
              id={`menu-${group.title}`}
              className="mb-1 px-3 text-xs font-bold uppercase tracking-widest text-muted"
            >
              {group.title}
            </h2>
            <ul className="space-y-1">
              {group.links
                .filter((link) => !link.signedInOnly || user)
                .filter((link) => !link.staffOnly || user?.role === 'staff' || user?.role === 'admin')
                .map((link) => (
                  <li key={link.to}>
                    <MenuItem link={link} onNavigate={close} />
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </nav>
    </Sheet>
  );
}
