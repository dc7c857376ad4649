import { estDateTime } from '@shared/tournaments/time';
import type { VotePartyState } from '@shared/vote/types';
import { partyPercent, VOTE_PARTY } from '@shared/vote/vote-info';

/** The same text in the first paint and in the browser: the time is in EST, not the visitor's zone. */
function lastPartyText(iso: string | null): string {
  if (!iso) return 'No vote party yet this season.';
  return `Last party: ${estDateTime(iso)}`;
}

/**
 * Live progress towards the next vote party, as the game server reports it. Without a report yet
 * (loading, and in the first paint) it draws the same lines with placeholders, so the page keeps
 * its layout when the count arrives.
 */
export function VotePartyBar({ party }: { party?: VotePartyState }) {
  const percent = party ? partyPercent(party) : 0;
  const threshold = party?.threshold ?? VOTE_PARTY.threshold;
  return (
    <div>
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-semibold text-fg">
          {party?.votes ?? '…'} / {threshold} votes
        </span>
        <span className="text-muted">{party ? lastPartyText(party.last_party_at) : 'Last party: …'}</span>
      </p>
      <div
        role="progressbar"
        aria-label="Votes towards the next vote party"
        aria-valuemin={0}
        aria-valuemax={threshold}
        aria-valuenow={party ? Math.min(party.votes, party.threshold) : undefined}
        aria-valuetext={party ? `${party.votes} of ${party.threshold} votes` : 'Loading the vote count…'}
        aria-busy={!party}
        className="mt-2 h-3 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
