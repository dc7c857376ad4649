import { SITE } from '@shared/site/brand';
import { ChevronDown, Crown, Egg, type LucideIcon, MoonStar, ShieldCheck, Trophy, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardTitle } from '../../components/ui/card';

interface Feature {
  id: string;
  title: string;
  Icon: LucideIcon;
  summary: string;
  detail: string;
}

const FEATURES: Feature[] = [
  {
    id: 'no-pay-to-win',
    title: 'No Pay-to-Win',
    Icon: ShieldCheck,
    summary: 'Skill wins battles, not your wallet.',
    detail:
      'The shop sells cosmetics and convenience only. Pokémon, items and anything that changes a battle are earned in game.',
  },
  {
    id: 'paid-gym-leaders',
    title: 'Paid Pro Gym Leaders',
    Icon: Crown,
    summary: 'Every gym is held by a paid competitive player.',
    detail:
      'Gym leaders are vetted and paid to keep regular hours and defend their gym with tuned teams, so every badge is earned.',
  },
  {
    id: 'afk-legendary-fix',
    title: 'AFK Legendary Fix',
    Icon: MoonStar,
    summary: 'Legendaries go to trainers who are playing.',
    detail:
      'Legendary spawns ignore idle players, so AFK farms cannot camp them and every active trainer gets a fair shot.',
  },
  {
    id: 'seasonal-championships',
    title: 'Seasonal Championships',
    Icon: Trophy,
    summary: 'A new championship every 3 months.',
    detail:
      'Each three-month season builds on the ELO ladder and ends in a championship, then a fresh season gives everyone a new run.',
  },
  {
    id: 'breeding',
    title: 'Cobblemon-style Breeding',
    Icon: Egg,
    summary: 'Breed for IVs, natures and egg moves.',
    detail:
      'Pass down IVs, natures, abilities and egg moves with familiar Cobblemon breeding: competitive teams are bred, not bought.',
  },
  {
    id: 'battle-gimmicks',
    title: 'Mega, Dynamax & Z-Moves',
    Icon: Zap,
    summary: 'Every battle gimmick is switched on.',
    detail:
      'Mega Evolution, Dynamax and Z-Moves are all enabled, opening up the full range of competitive strategies.',
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <p className="text-xs font-bold uppercase tracking-[0.2em] text-primary">Why {SITE.name}</p>
      <h2
        id="features-title"
        className="mt-2 font-display text-3xl font-extrabold tracking-tight text-fg sm:text-4xl"
      >
        Built for competitive trainers
      </h2>
      <p className="mt-3 max-w-2xl text-muted sm:text-lg">
        Fair rules, real rewards and a reason to come back every season.
      </p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.id}>
            <FeatureCard feature={feature} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Stops "Z-Moves" or "Cobblemon-style" breaking at the hyphen; the text content stays the same. */
function keepHyphenatedWordsWhole(text: string): ReactNode[] {
  return text.split(/(\S+-\S+)/).map((part, index) =>
    part.includes('-') && !part.includes(' ') ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed string never reorder
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

function FeatureCard({ feature: { id, title, Icon, summary, detail } }: { feature: Feature }) {
  const titleId = `feature-${id}-title`;
  return (
    // Focusable so keyboard and touch users open the detail the way a mouse does by hovering.
    <Card
      tabIndex={0}
      role="group"
      aria-labelledby={titleId}
      className="group h-full hover:border-primary/50 focus-visible:border-primary/50 motion-safe:transition-[border-color,translate] motion-safe:duration-200 motion-safe:hover:-translate-y-0.5"
    >
      <div className="flex items-center gap-3">
        <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <CardTitle id={titleId} className="flex-1 text-balance">
          {keepHyphenatedWordsWhole(title)}
        </CardTitle>
        <ChevronDown
          aria-hidden="true"
          className="h-4 w-4 shrink-0 text-muted group-hover:rotate-180 group-focus-within:rotate-180 motion-safe:transition-transform motion-safe:duration-300 [@media(hover:none)]:hidden"
        />
      </div>
      <p className="mt-3 text-muted">{summary}</p>
      {/*
        Collapsed by clipping, not display:none or visibility:hidden, so screen readers always read the detail.
        Devices without hover (touch) show it open: a tap-to-reveal would be easy to miss there.
      */}
      <div className="grid grid-rows-[0fr] group-hover:grid-rows-[1fr] group-focus-within:grid-rows-[1fr] motion-safe:transition-[grid-template-rows] motion-safe:duration-300 [@media(hover:none)]:grid-rows-[1fr]">
        <div className="overflow-hidden">
          <p className="mt-3 border-t border-border pt-3 text-sm leading-relaxed text-fg">{detail}</p>
        </div>
      </div>
    </Card>
  );
}
