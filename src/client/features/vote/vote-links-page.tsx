import {
  chancesTotal,
  chanceText,
  normalisedShare,
  VOTE_CHANCES_NOTE,
  VOTE_CRATE_REWARDS,
  VOTE_PARTY,
  VOTE_SITE_COUNT,
} from '@shared/vote/vote-info';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, PartyPopper, TriangleAlert } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useLiveTopics } from '../live';
import { voteQuery } from './use-vote';
import { VotePartyBar } from './vote-party-bar';

export default function VoteLinksPage() {
  useLiveTopics('vote_party');
  const vote = useQuery(voteQuery);
  return (
    <Page wide>
      <PageHeader eyebrow="Support the server" title="Vote for the Server">
        Every vote helps new players find us and earns you a vote key.{' '}
        <a href="#vote-sites" className="text-primary underline">
          Go to the vote sites
        </a>
      </PageHeader>

      <section aria-labelledby="vote-sites-title" id="vote-sites" className="scroll-mt-24">
        <h2 id="vote-sites-title" className="mb-4 text-2xl font-bold text-fg">
          Vote Sites
        </h2>
        {vote.isPending ? (
          <VoteSitesSkeleton />
        ) : vote.isError ? (
          <Card role="alert" className="border-red-500/40 text-danger">
            Error loading the vote sites: {vote.error.message}
          </Card>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {vote.data.sites.map((site, i) => (
              <li key={site.url}>
                <Card className="flex h-full flex-col gap-3 [&>a]:mt-auto">
                  <CardTitle>
                    Site {i + 1}: {site.name}
                  </CardTitle>
                  {site.rewards && <p className="text-sm text-muted">{site.rewards}</p>}
                  <a
                    href={site.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClass('primary')}
                  >
                    Vote on {site.name}
                    <ExternalLink aria-hidden="true" className="h-4 w-4" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="how-title" className="mt-12">
        <h2 id="how-title" className="mb-4 text-2xl font-bold text-fg">
          How Voting Works
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          <li>
            <Card className="h-full">
              <CardTitle>1. Click and vote</CardTitle>
              <p className="mt-2 text-muted">Open a vote site above and vote with your Minecraft name.</p>
            </Card>
          </li>
          <li>
            <Card className="h-full">
              <CardTitle>2. Receive vote keys</CardTitle>
              <p className="mt-2 text-muted">
                Vote keys arrive automatically in game, once per site per day.
              </p>
            </Card>
          </li>
          <li>
            <Card className="h-full">
              <CardTitle>3. Claim rewards</CardTitle>
              <p className="mt-2 text-muted">
                Use the <code>/crates</code> command or visit the treasury building at /spawn.
              </p>
            </Card>
          </li>
        </ol>
        <p className="mt-4 flex items-start gap-2 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-warning">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          Make room first: items that do not fit in your inventory are lost permanently.
        </p>
      </section>

      <section aria-labelledby="rewards-title" className="mt-12">
        <h2 id="rewards-title" className="mb-4 text-2xl font-bold text-fg">
          Vote Crate Rewards
        </h2>
        <Card className="overflow-x-auto p-0 sm:p-0">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Vote crate rewards and their chances</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="px-4 py-3">
                  Reward
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Chance
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Share of draws
                </th>
              </tr>
            </thead>
            <tbody>
              {VOTE_CRATE_REWARDS.map((r) => (
                <tr key={r.reward} className="border-b border-border/50">
                  <th scope="row" className="px-4 py-2 font-medium text-fg">
                    {r.reward}
                  </th>
                  <td className="px-4 py-2 text-right">{chanceText(r.chance)}</td>
                  <td className="px-4 py-2 text-right text-muted">{normalisedShare(r.chance)}%</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="px-4 py-2">
                  Total
                </th>
                <td className="px-4 py-2 text-right">{chancesTotal()}%</td>
                <td className="px-4 py-2 text-right text-muted">100%</td>
              </tr>
            </tfoot>
          </table>
        </Card>
        <p className="mt-3 text-sm text-muted">{VOTE_CHANCES_NOTE}</p>
      </section>

      <section aria-labelledby="party-title" className="mt-12">
        <h2 id="party-title" className="mb-4 flex items-center gap-2 text-2xl font-bold text-fg">
          <PartyPopper aria-hidden="true" className="h-6 w-6 text-primary" /> Vote Party
        </h2>
        <Card className="space-y-4">
          <p className="text-muted">
            Every {vote.data?.party.threshold ?? VOTE_PARTY.threshold} votes from the whole server start a
            vote party: a {VOTE_PARTY.shinyBoostMinutes}-minute server-wide shiny boost (
            {VOTE_PARTY.shinyBoostMultiplier}x) plus {VOTE_PARTY.spawn}.
          </p>
          {vote.data ? <VotePartyBar party={vote.data.party} /> : vote.isPending && <VotePartyBar />}
        </Card>
      </section>
    </Page>
  );
}

/** Card-sized blocks where the vote sites (six by default) will be, so the sections below stay put when they arrive. */
function VoteSitesSkeleton() {
  return (
    <div className="relative">
      <Spinner label="Loading the vote sites…" className="absolute top-2 left-2" />
      <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: VOTE_SITE_COUNT }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed set of placeholders
          <li key={i}>
            <Card className="flex h-full flex-col gap-3 bg-surface/40">
              <span className="block h-7" />
              <span className="block h-10" />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
