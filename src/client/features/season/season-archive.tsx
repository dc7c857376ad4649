/** Past seasons on the season page: each archived season's players, badges and ladder standing. */
import { utcShortDate } from '@shared/format';
import { badgeTitle } from '@shared/season/archive';
import { useQuery } from '@tanstack/react-query';
import { Archive } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { seasonArchiveQuery } from './use-season-archive';

export function SeasonArchive() {
  const archive = useQuery(seasonArchiveQuery);
  const seasons = archive.data?.archived ?? [];
  if (seasons.length === 0) return null;
  return (
    <section aria-labelledby="archive-title" className="mt-12">
      <h2 id="archive-title" className="mb-4 flex items-center gap-2 text-2xl font-bold text-fg">
        <Archive className="h-6 w-6 text-primary" aria-hidden="true" /> Archived seasons
      </h2>
      <div className="space-y-6">
        {seasons.map((season) => (
          <Card key={season.number} role="region" aria-labelledby={`archived-${season.number}`}>
            <h3 id={`archived-${season.number}`} className="text-xl font-bold text-fg">
              {season.name}
            </h3>
            <p className="text-sm text-muted">
              Archived {season.archived_at ? `${utcShortDate(season.archived_at)} (UTC)` : ''} ·{' '}
              {season.players.length} players
            </p>
            {season.players.length === 0 ? (
              <p className="mt-3 text-muted">Nobody earned a badge this season.</p>
            ) : (
              <ul className="mt-4 divide-y divide-border" aria-label={`${season.name} players`}>
                {season.players.map((player) => (
                  <li key={player.uuid} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                    <span className="font-semibold text-fg">{player.name ?? 'Unknown Player'}</span>
                    {player.champion && <Badge>CHAMPION</Badge>}
                    <span className="text-sm text-muted">{player.badge_count} of 9 badges</span>
                    {player.rating !== null && (
                      <span className="text-sm text-muted">
                        Rating {player.rating} · {player.wins ?? 0}W {player.losses ?? 0}L
                      </span>
                    )}
                    {player.badges.length > 0 && (
                      <span className="w-full text-xs text-muted">
                        {player.badges.map(badgeTitle).join(', ')}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        ))}
      </div>
    </section>
  );
}
