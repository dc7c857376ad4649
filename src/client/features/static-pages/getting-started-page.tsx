import { SITE } from '@shared/site/brand';
import { Download, LifeBuoy, type LucideIcon, MessageCircle, Swords, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';
import { useDiscordOnline } from '../shell';
import { NewTabLink } from './policy-section';

function Step({
  number,
  title,
  Icon,
  children,
}: {
  number: number;
  title: string;
  Icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <li>
      <Card className="flex gap-4">
        <span
          aria-hidden="true"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary font-display text-lg font-extrabold text-primary-fg"
        >
          {number}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="flex items-center gap-2 text-lg font-bold text-fg">
            <span className="sr-only">Step {number}: </span>
            {title}
            <Icon className="h-5 w-5 text-primary" aria-hidden="true" />
          </h2>
          <div className="mt-2 space-y-3 leading-relaxed text-muted">{children}</div>
        </div>
      </Card>
    </li>
  );
}

const inlineLink = 'text-primary underline';

export default function GettingStartedPage() {
  const { invite } = useDiscordOnline();
  return (
    <Page>
      <PageHeader eyebrow="New here?" title="Getting Started Guide">
        From zero to your first ranked battle on {SITE.name} in four steps. It takes about fifteen minutes,
        most of it waiting for the modpack to download.
      </PageHeader>

      <ol className="space-y-4">
        <Step number={1} title="Join our Discord" Icon={MessageCircle}>
          <p>
            Discord is where announcements, alpha invites, patch notes and support happen. You also use your
            Discord account to sign in to this website, so you will need one either way.
          </p>
          <NewTabLink
            href={invite}
            className={cn(
              buttonClass('secondary'),
              'text-center max-sm:h-auto max-sm:min-h-10 max-sm:whitespace-normal max-sm:py-2',
            )}
          >
            <MessageCircle className="h-4 w-4" aria-hidden="true" />
            Join the {SITE.name} Discord
          </NewTabLink>
        </Step>

        <Step number={2} title="Sign up for alpha access" Icon={UserPlus}>
          <p>
            {SITE.name} is in a free alpha and we let players in in waves so the server stays smooth. Sign in
            with Discord and add yourself to the waitlist; we message you on Discord when your spot opens. You
            must be {SITE.minimumAge} or older to play.
          </p>
          <Link to="/waitlist" className={buttonClass('primary')}>
            Sign up for Alpha Access
          </Link>
        </Step>

        <Step number={3} title="Install the modpack and connect" Icon={Download}>
          <p>
            You need Minecraft: Java Edition. Your invite message contains the modpack download and the server
            address. Then:
          </p>
          <ol className="list-decimal space-y-1 pl-5">
            <li>
              Import the modpack into a launcher such as the Modrinth App, CurseForge or Prism Launcher.
            </li>
            <li>Give Minecraft at least 6 GB of memory in the launcher’s settings for a smooth game.</li>
            <li>Launch the pack, open Multiplayer, add the server address from your invite and join.</li>
          </ol>
          <p>
            Only add client-side mods from the approved list in Discord; anything else may get you flagged by
            our anti-cheat. See the{' '}
            <Link to="/server-rules" className={inlineLink}>
              Server Rules
            </Link>
            .
          </p>
        </Step>

        <Step number={4} title="Link your account and battle" Icon={Swords}>
          <p>
            Sign in to this website with Discord and link your Minecraft account from your profile. Linking
            makes your battles count on the{' '}
            <Link to="/leaderboard" className={inlineLink}>
              leaderboard
            </Link>{' '}
            and delivers anything you buy to the right player.
          </p>
          <p>
            In game, pick your starter, build a team and queue for your first ranked battle to get an ELO
            rating. When you feel ready, challenge one of our{' '}
            <Link to="/gym-leaders" className={inlineLink}>
              Gym Leaders
            </Link>{' '}
            for a badge.
          </p>
        </Step>
      </ol>

      <Card className="mt-8 flex items-start gap-3">
        <LifeBuoy className="mt-1 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
        <p className="text-muted">
          Stuck on a step? The{' '}
          <Link to="/help-center" className={inlineLink}>
            Help Center
          </Link>{' '}
          answers the common questions, and{' '}
          <Link to="/contact-support" className={inlineLink}>
            Contact Support
          </Link>{' '}
          reaches a real person.
        </p>
      </Card>
    </Page>
  );
}
