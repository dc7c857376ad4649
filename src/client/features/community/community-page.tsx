import type { PublicContentBlock } from '@shared/content/api';
import { formatCount } from '@shared/format';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, ShieldCheck } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';
import { ContentHtml, usePageContent } from '../content';
import { useDiscordOnline } from '../shell';
import { communityStatsQuery } from './community-api';
import { CHANNEL_ICONS, PROGRAM_LOOKS, SOCIALS } from './community-content';

const cardText = 'mt-2 space-y-2 text-muted [&_a]:text-primary [&_a]:underline';

type Texts = ReadonlyMap<string, PublicContentBlock>;

export default function CommunityPage() {
  const content = usePageContent('community');
  return (
    <Page wide>
      <PageHeader eyebrow="Community" title="Join the Community">
        {content && <ContentHtml html={content.get('community/intro')?.html ?? ''} />}
      </PageHeader>
      <div className="space-y-12">
        <Stats />
        {content ? (
          <>
            <Channels content={content} />
            <Programs content={content} />
          </>
        ) : (
          <Spinner label="Loading the community page…" />
        )}
        <Socials />
        {content && <Guidelines content={content} />}
      </div>
    </Page>
  );
}

function Stats() {
  const stats = useQuery(communityStatsQuery);
  const value = (n: number | null | undefined) =>
    stats.isPending ? '…' : n === null || n === undefined ? '—' : formatCount(n);
  const items = [
    { label: 'Players', value: value(stats.data?.players) },
    { label: 'Ranked trainers', value: value(stats.data?.rated_players) },
    { label: 'Matches played', value: value(stats.data?.matches_played) },
    { label: 'Gym leaders', value: value(stats.data?.gym_leaders) },
    { label: 'Online on Discord', value: value(stats.data?.discord_online) },
    // Fixed facts of the season format, not counts.
    { label: 'Gyms', value: '9' },
  ];
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="text-2xl font-bold text-fg">
        By the numbers
      </h2>
      {stats.isError && (
        <p role="alert" className="mt-2 text-sm text-danger">
          Community stats are unavailable right now: {stats.error.message}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {items.map((item) => (
          <div key={item.label} className="rounded-xl border border-border bg-surface/80 p-4 text-center">
            <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{item.label}</dt>
            <dd className="mt-1 font-display text-2xl font-extrabold tabular-nums text-fg">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Channels({ content }: { content: Texts }) {
  return (
    <section aria-labelledby="channels-title">
      <h2 id="channels-title" className="text-2xl font-bold text-fg">
        Chat channels
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CHANNEL_ICONS.map((Icon, index) => {
          const channel = content.get(`community/channel-${index + 1}`);
          return (
            channel && (
              <li key={channel.key}>
                <Card className="h-full">
                  <CardTitle className="flex items-center gap-2">
                    <Icon className="h-5 w-5 text-primary" aria-hidden="true" />
                    {channel.title}
                  </CardTitle>
                  <ContentHtml html={channel.html} className={cardText} />
                </Card>
              </li>
            )
          );
        })}
      </ul>
    </section>
  );
}

function Programs({ content }: { content: Texts }) {
  return (
    <section aria-labelledby="programs-title">
      <h2 id="programs-title" className="text-2xl font-bold text-fg">
        Community programs
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {PROGRAM_LOOKS.map(({ Icon, to, cta }, index) => {
          const program = content.get(`community/program-${index + 1}`);
          return (
            program && (
              <li key={program.key}>
                <Card className="flex h-full flex-col">
                  <Icon className="h-7 w-7 text-accent" aria-hidden="true" />
                  <CardTitle className="mt-3">{program.title}</CardTitle>
                  <ContentHtml html={program.html} className={cardText} />
                  <Link
                    to={to}
                    className={cn(buttonClass('secondary', 'sm'), 'mt-auto self-start')}
                    aria-label={`${cta}: ${program.title}`}
                  >
                    {cta}
                  </Link>
                </Card>
              </li>
            )
          );
        })}
      </ul>
    </section>
  );
}

function Socials() {
  const { invite } = useDiscordOnline();
  return (
    <section aria-labelledby="social-title">
      <h2 id="social-title" className="text-2xl font-bold text-fg">
        Follow us
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {SOCIALS.map(({ name, Icon, handle, href }) => (
          <li key={name}>
            <a
              href={href ?? invite}
              target="_blank"
              rel="noreferrer"
              className="flex items-center gap-3 rounded-xl border border-border bg-surface/80 p-4 hover:border-primary/60"
            >
              <Icon className="h-6 w-6 text-primary" aria-hidden="true" />
              <span className="flex-1">
                <span className="block font-semibold text-fg">{name}</span>
                <span className="block text-sm text-muted">{handle}</span>
              </span>
              <ExternalLink className="h-4 w-4 text-muted" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Guidelines({ content }: { content: Texts }) {
  return (
    <section aria-labelledby="guidelines-title">
      <Card>
        <h2 id="guidelines-title" className="flex items-center gap-2 text-2xl font-bold text-fg">
          <ShieldCheck className="h-6 w-6 text-success" aria-hidden="true" />
          Community guidelines
        </h2>
        <ContentHtml
          html={content.get('community/guidelines')?.html ?? ''}
          className="mt-4 text-fg [&_a]:text-primary [&_a]:underline [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6"
        />
        <Link to="/server-rules" className={cn(buttonClass('ghost', 'sm'), 'mt-4')}>
          Read the full server rules
        </Link>
      </Card>
    </section>
  );
}
