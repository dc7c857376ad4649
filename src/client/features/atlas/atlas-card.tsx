import { biomePreview } from '@shared/atlas/filter';
import type { AtlasEntry } from '@shared/atlas/types';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { CATEGORY_STYLE } from './atlas-style';
import { Stars } from './stars';

/** One atlas card; the whole card is the button that opens the detail dialog. */
export function AtlasCard({ entry, onOpen }: { entry: AtlasEntry; onOpen: (entry: AtlasEntry) => void }) {
  const biomes = biomePreview(entry.biomeGroups);
  return (
    <button
      type="button"
      onClick={() => onOpen(entry)}
      className={cn(
        'flex h-full w-full flex-col gap-3 rounded-2xl border border-border bg-surface/80 p-5 text-left',
        'transition-colors hover:border-primary/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
      )}
    >
      <span className="flex w-full flex-wrap items-start justify-between gap-2">
        <span className="text-lg font-bold text-fg">{entry.name}</span>
        <Badge variant="plain" className={CATEGORY_STYLE[entry.category]}>
          {entry.category}
        </Badge>
      </span>
      <span className="flex flex-wrap items-center gap-3 text-sm text-muted">
        <Stars count={entry.stars} />
        <span>Lv. {entry.level}</span>
      </span>
      <span className="flex flex-wrap gap-1.5">
        {biomes.shown.map((b) => (
          <Badge key={b} variant="secondary" className="font-medium">
            {b}
          </Badge>
        ))}
        {biomes.more > 0 && (
          <Badge variant="outline" className="font-medium">
            +{biomes.more}
            <span className="sr-only"> more biome groups</span>
          </Badge>
        )}
      </span>
      {entry.lore && <span className="text-sm leading-relaxed text-muted">{entry.lore}</span>}
    </button>
  );
}
