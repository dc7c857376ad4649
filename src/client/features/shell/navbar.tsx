import { SITE } from '@shared/site/brand';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Link } from '../../lib/router';
import { LinkMinecraftButton } from '../account-link';
import { SignInControl, useSession } from '../auth';
import { NotificationBell } from '../notifications/lazy';
import { DemoBanner } from './demo-banner';
import { OnlineBadge } from './online-badge';

// The drawer (Radix Dialog) loads on first open, keeping it out of the first page load.
const MenuDrawer = lazy(() => import('./menu-drawer'));

export function Navbar() {
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-bg/85 backdrop-blur">
      <DemoBanner />
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2 font-display text-lg font-extrabold tracking-tight">
          <img src="/favicon.svg" alt="" width="28" height="28" className="h-7 w-7" />
          <span className="hidden md:inline">{SITE.name}</span>
          <span className="md:hidden" aria-hidden="true">
            {SITE.shortName}
          </span>
          <span className="sr-only md:hidden">{SITE.name}</span>
          <span className="rounded bg-primary/15 px-1.5 py-0.5 text-[10px] font-bold tracking-widest text-primary">
            {SITE.seasonTag}
          </span>
        </Link>
        <span className="hidden sm:block">
          <OnlineBadge />
        </span>
        <div className="ml-auto flex items-center gap-2">
          {user && <LinkMinecraftButton />}
          {user && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
          <SignInControl />
          <Button
            variant="ghost"
            size="sm"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuRequested(true);
              setMenuOpen(true);
            }}
            onPointerEnter={() => setMenuRequested(true)}
          >
            <Menu className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Menu</span>
          </Button>
        </div>
      </div>
      {menuRequested && (
        <Suspense fallback={null}>
          <MenuDrawer open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
    </header>
  );
}
