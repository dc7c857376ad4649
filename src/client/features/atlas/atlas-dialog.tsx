import type { AtlasEntry } from '@shared/atlas/types';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { Dialog } from '../../components/ui/dialog';
import { CATEGORY_STYLE } from './atlas-style';
import { Stars } from './stars';

function altitude(bounds: NonNullable<AtlasEntry['yBounds']>): string {
  const parts = [];
  if (bounds.min !== undefined) parts.push(`Min Y ${bounds.min}`);
  if (bounds.max !== undefined) parts.push(`Max Y ${bounds.max}`);
  return parts.join(' / ');
}

/** The detail rows: the fixed facts, then each optional field only where the entry has it. */
function detailRows(entry: AtlasEntry): [string, ReactNode][] {
  const rows: [string, ReactNode | undefined][] = [
    ['Category', entry.category],
    ['Rarity', entry.rarity],
    ['Stars', <Stars key="s" count={entry.stars} />],
    ['Level range', entry.level],
    ['Spawn weight', String(entry.weight)],
    ['Time', entry.time],
    ['Weather', entry.weather],
    ['Context', entry.context],
    ['Biome groups', entry.biomeGroups.length > 0 ? entry.biomeGroups.join(', ') : undefined],
    ['Altitude', entry.yBounds ? altitude(entry.yBounds) : undefined],
    ['Sky', entry.canSeeSky === undefined ? undefined : entry.canSeeSky ? 'Open sky' : 'Under cover'],
    ['Skylight', entry.skyLight],
    ['Light level', entry.lightLevel],
    ['Structures', entry.structures?.join(', ')],
    ['Required blocks', entry.blocks?.join(', ')],
    ['Presets', entry.presets?.join(', ')],
    ['Spawn boosts', entry.boosts?.join('; ')],
    ['Spawn variants', entry.variants?.join(', ')],
    ['Notes', entry.notes?.join(' ')],
  ];
  return rows.filter((r): r is [string, ReactNode] => r[1] !== undefined && r[1] !== '');
}

export default function AtlasDialog({ entry, onClose }: { entry: AtlasEntry | null; onClose: () => void }) {
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        entry ? (
          <span className="flex flex-wrap items-center gap-2">
            {entry.name}
            <Badge variant="plain" className={CATEGORY_STYLE[entry.category]}>
              {entry.category}
            </Badge>
          </span>
        ) : (
          ''
        )
      }
      description={entry?.lore}
      className="max-h-[85vh] max-w-lg overflow-y-auto"
    >
      {entry && (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {detailRows(entry).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-muted">{label}</dt>
              <dd className="break-words text-fg">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Dialog>
  );
}
