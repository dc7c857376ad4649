/** The page's fixed sections: the bracket banner, Format and Rules, Prizes and the Paradox Pokémon note. */
import {
  COUNTED_PARADOX,
  DOUBLES_FORMAT_FACTS,
  DOUBLES_PRIZES,
  DOUBLES_RULES,
  MAX_LEGENDARY,
} from '@shared/doubles/rules';
import { MID_SEASON_DOUBLES_SLUG } from '@shared/tournaments/constants';
import { Gift, Info, Scale, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';

export function BracketBanner() {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-xl border border-sky-500/40 bg-sky-500/10 p-4 text-sm text-fg"
    >
      <Info className="mt-0.5 h-5 w-5 shrink-0 text-sky-300" aria-hidden="true" />
      <p>
        The bracket fills in once registration closes. Until then, register your team below; pairings are
        drawn from the registered teams.{' '}
        <a
          className="font-semibold text-primary underline"
          href={`/tournament-bracket?t=${MID_SEASON_DOUBLES_SLUG}`}
        >
          View Bracket
        </a>
      </p>
    </div>
  );
}

function InfoCard({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="h-full">
      <section aria-labelledby={id} className="space-y-4">
        <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-fg">
          {icon}
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** `cap` is the cup's player cap, undefined until the tournament is read. */
export function FormatAndRules({ cap }: { cap: number | undefined }) {
  return (
    <InfoCard
      id="format-rules"
      icon={<Scale className="h-5 w-5 text-primary" aria-hidden="true" />}
      title="Format and Rules"
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {DOUBLES_FORMAT_FACTS.map((fact) => (
          <div key={fact.label}>
            <dt className="text-muted">{fact.label}</dt>
            <dd className="font-semibold text-fg">{fact.value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-muted">Player cap</dt>
          {/* A dash until the tournament is read, as the facts above the banner show. */}
          <dd className="font-semibold text-fg">{cap ?? '—'}</dd>
        </div>
      </dl>
      <ol className="list-decimal space-y-2 pl-5 text-sm text-[#cfd5e3]">
        {DOUBLES_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </InfoCard>
  );
}

export function Prizes() {
  return (
    <InfoCard id="prizes" icon={<Gift className="h-5 w-5 text-primary" aria-hidden="true" />} title="Prizes">
      <ul className="space-y-3 text-sm">
        {DOUBLES_PRIZES.map((prize) => (
          <li key={prize} className="flex items-start gap-3">
            <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-primary" />
            <span className="font-semibold text-fg">{prize}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">Staff grant prizes in-game after the final.</p>
    </InfoCard>
  );
}

export function ParadoxInfo() {
  return (
    <InfoCard
      id="paradox"
      icon={<Sparkles className="h-5 w-5 text-primary" aria-hidden="true" />}
      title="Paradox Pokémon"
    >
      <p className="text-sm text-[#cfd5e3]">
        These Paradox Pokémon count as Legendary, toward the limit of {MAX_LEGENDARY} Legendary or Mythical
        Pokémon per team:
      </p>
      <ul className="flex flex-wrap gap-2" aria-label="Paradox Pokémon that count as Legendary">
        {COUNTED_PARADOX.map((name) => (
          <li key={name}>
            <Badge variant="warning">{name}</Badge>
          </li>
        ))}
      </ul>
      <p className="text-sm text-[#cfd5e3]">
        Every other Paradox Pokémon, such as Great Tusk, Flutter Mane or Iron Hands, is standard and does not
        count.
      </p>
    </InfoCard>
  );
}
