import type { PublicContentBlock } from '@shared/content/api';
import {
  CalendarDays,
  Castle,
  Crown,
  type LucideIcon,
  ScrollText,
  ShieldCheck,
  Swords,
  Trophy,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { Card, CardTitle } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { ContentHtml, usePageContent } from '../content';
import { PlayerProgression } from './player-progression';
import { SeasonArchive } from './season-archive';

/** Each timeline entry's icon, by position: the dates and labels are content (the console edits them). */
const TIMELINE_ICONS: readonly LucideIcon[] = [CalendarDays, Castle, Swords, Trophy];

const GYM_RULES: readonly ReactNode[] = [
  'Single elimination, best of 1.',
  'Mega Evolutions are allowed; other mechanics (Z-Moves, Dynamax, etc.) are not permitted.',
  'Singles battles.',
  'At most 1 Legendary or Mythical over 600 base stat total per battle.',
  'Legendaries at 600 base stat total or below are unlimited.',
  'No duplicate species per team.',
  <>
    Gym teams: every species must have its original primary or secondary type equal to the gym&apos;s element,
    and type modification is not allowed. <em>Example: Arceus only fits the Normal gym.</em>
  </>,
];

export default function Season1Page() {
  const content = usePageContent('season1');
  return (
    <Page wide>
      <SeasonHero dates={content?.get('season1/dates')} />

      <section aria-labelledby="timeline-title" className="mt-12">
        <h2 id="timeline-title" className="mb-4 text-2xl font-bold text-fg">
          Season Timeline
        </h2>
        {content ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {TIMELINE_ICONS.map((Icon, index) => {
              const entry = content.get(`season1/timeline-${index + 1}`);
              return (
                entry && (
                  <li key={entry.key}>
                    <Card className="flex h-full items-start gap-3">
                      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-primary/15 text-primary">
                        <Icon aria-hidden="true" className="h-5 w-5" />
                      </span>
                      <div>
                        <CardTitle className="text-sm font-semibold uppercase tracking-wide text-muted">
                          {entry.title}
                        </CardTitle>
                        <ContentHtml html={entry.html} className="mt-1 text-lg font-bold text-fg" />
                      </div>
                    </Card>
                  </li>
                )
              );
            })}
          </ul>
        ) : (
          <Spinner label="Loading the timeline…" />
        )}
      </section>

      <section aria-labelledby="rules-title" className="mt-12">
        <h2 id="rules-title" className="mb-4 flex items-center gap-2 text-2xl font-bold text-fg">
          <ScrollText aria-hidden="true" className="h-6 w-6 text-primary" /> Gym Battle Rules
        </h2>
        <Card>
          <ol className="list-decimal space-y-2 pl-6 leading-relaxed text-[#cfd5e3] marker:font-bold marker:text-primary">
            {GYM_RULES.map((rule, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
              <li key={i}>{rule}</li>
            ))}
          </ol>
        </Card>
      </section>

      <section aria-labelledby="endgame-title" className="mt-12">
        <h2 id="endgame-title" className="mb-4 text-2xl font-bold text-fg">
          Elite Four and Champion
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          <li>
            <PhaseCard
              icon={<Users className="h-5 w-5" />}
              title="Elite Four Entry Tournament"
              when="Last week of October"
            >
              All 9 gym leaders compete to become the seasonal Elite Four.
            </PhaseCard>
          </li>
          <li>
            <PhaseCard
              icon={<ShieldCheck className="h-5 w-5" />}
              title="Elite Four Competitive Cycle"
              when="November 1-15"
            >
              Players with all 9 seasonal badges are automatically granted access to challenge the Elite Four.
            </PhaseCard>
          </li>
          <li>
            <PhaseCard icon={<Crown className="h-5 w-5" />} title="Server Champion" highlight>
              <ul className="list-disc space-y-1 pl-5">
                <li>Seasonal title and cosmetics</li>
                <li>Premium battle pass while reigning</li>
                <li>Recognition across the server</li>
              </ul>
            </PhaseCard>
          </li>
        </ul>
      </section>

      <PlayerProgression />
      <SeasonArchive />
    </Page>
  );
}

function SeasonHero({ dates }: { dates: PublicContentBlock | undefined }) {
  return (
    <section
      aria-labelledby="season-title"
      className="relative isolate overflow-hidden rounded-3xl border border-border bg-surface/60 px-5 py-10 sm:px-10 sm:py-14"
    >
      {/* Pure CSS glow, so the hero costs no image request. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60%_90%_at_10%_0%,rgb(245_165_36/0.18),transparent_70%),radial-gradient(50%_80%_at_95%_100%,rgb(167_139_250/0.18),transparent_70%)]"
      />
      <Badge variant="secondary" className="px-3 py-1 text-sm">
        <CalendarDays aria-hidden="true" className="h-4 w-4 text-primary" />
        {dates?.title ?? '…'}
      </Badge>
      <h1
        id="season-title"
        className="mt-5 font-display text-4xl font-extrabold leading-tight tracking-tight text-fg sm:text-5xl"
      >
        Season 1: <span className="text-primary">9 Gyms, Elite Four, One Champion</span>
      </h1>
      {dates && (
        <ContentHtml
          html={dates.html}
          className="mt-4 max-w-2xl space-y-2 text-base leading-relaxed text-muted sm:text-lg"
        />
      )}
    </section>
  );
}

function PhaseCard({
  icon,
  title,
  when,
  highlight,
  children,
}: {
  icon: ReactNode;
  title: string;
  when?: string;
  highlight?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className={highlight ? 'h-full border-primary/50 bg-primary/5' : 'h-full'}>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-primary/15 text-primary"
        >
          {icon}
        </span>
        <div>
          <CardTitle>{title}</CardTitle>
          {when && <p className="text-sm font-semibold text-primary">{when}</p>}
        </div>
      </div>
      <div className="mt-3 text-muted">{children}</div>
    </Card>
  );
}
