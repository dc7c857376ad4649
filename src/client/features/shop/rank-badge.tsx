import type { RankId } from '@shared/shop/catalog';
import { cn } from '../../lib/cn';

/** The four paid ranks plus Champion, the title earned in PvP. */
export type BadgeRank = RankId | 'champion';

interface Metal {
  /** Outer rim and emblem outlines. */
  rim: string;
  face: string;
  /** The lit left half of the face. */
  shine: string;
  emblem: string;
}

const METAL: Readonly<Record<RankId, Metal>> = {
  ace: { rim: '#6b3f1d', face: '#b8733a', shine: '#e0a36b', emblem: '#fde7cc' },
  expert: { rim: '#3f4b5e', face: '#8a98ad', shine: '#d5dde8', emblem: '#f8fafc' },
  elite: { rim: '#8a4b08', face: '#f5a524', shine: '#fcd34d', emblem: '#fff7e0' },
  master: { rim: '#3b1d7a', face: '#7c5ce6', shine: '#b7a4fb', emblem: '#fde68a' },
};

const GOLD = '#f5a524';
const GOLD_DARK = '#8a4b08';
const ACCENT = '#a78bfa';
const NIGHT = '#1a2238';

const SHIELD = 'M32 4 56 12v18c0 15-11 25-24 30C19 55 8 45 8 30V12Z';
const FACE = 'M32 9.5 51 15.8V30c0 12-8.4 20.3-19 24.5C21.4 50.3 13 42 13 30V15.8Z';
const FACE_LEFT = 'M32 9.5 13 15.8V30c0 12 8.4 20.3 19 24.5Z';

/** A five-pointed star as polygon points. */
function starPoints(cx: number, cy: number, outer: number): string {
  const inner = outer * 0.45;
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

/** A rank chevron (a V-shaped bar) whose top edge starts at `y`. */
const chevron = (y: number) => `M22 ${y} 32 ${y + 6} 42 ${y}v4.5l-10 6-10-6Z`;

/** Stripes per rank: one more for each step up, as on a uniform. */
const CHEVRONS: Readonly<Record<Exclude<RankId, 'master'>, { star: [number, number]; rows: number[] }>> = {
  ace: { star: [25, 7.5], rows: [35] },
  expert: { star: [22, 6.5], rows: [31.5, 38.5] },
  elite: { star: [20, 5.5], rows: [28.5, 35.5, 42.5] },
};

function Wings({ color, rim }: { color: string; rim: string }) {
  const wing = 'M9 15 1 18.5l3.5 3.5L0 26l5 3-3.5 4.5L9 36Z';
  return (
    <g fill={color} stroke={rim} strokeWidth="1.2" strokeLinejoin="round">
      <path d={wing} />
      <path d={wing} transform="matrix(-1 0 0 1 64 0)" />
    </g>
  );
}

function Shield({ metal }: { metal: Metal }) {
  return (
    <>
      <path d={SHIELD} fill={metal.rim} />
      <path d={FACE} fill={metal.face} />
      <path d={FACE_LEFT} fill={metal.shine} opacity="0.35" />
    </>
  );
}

function StripedShield({ rank }: { rank: Exclude<RankId, 'master'> }) {
  const metal = METAL[rank];
  const { star, rows } = CHEVRONS[rank];
  return (
    <>
      {rank === 'elite' && <Wings color={metal.shine} rim={metal.rim} />}
      <Shield metal={metal} />
      <g fill={metal.emblem} stroke={metal.rim} strokeWidth="1" strokeLinejoin="round">
        <polygon points={starPoints(32, star[0], star[1])} />
        {rows.map((y) => (
          <path key={y} d={chevron(y)} />
        ))}
      </g>
    </>
  );
}

function MasterCrest() {
  const metal = METAL.master;
  return (
    <>
      <Wings color={metal.shine} rim={metal.rim} />
      <Shield metal={metal} />
      {/* A cut gem: the outline, then its lit facets. */}
      <path d="M32 21 43 30 32 47 21 30Z" fill="#e0d7ff" stroke={metal.rim} strokeWidth="1.2" />
      <path d="M21 30h22L32 47Z" fill={ACCENT} />
      <path d="M32 21 27 30h10Z" fill="#ffffff" opacity="0.7" />
      <path
        d="M20 14 18 3.5l7 5L32 1l7 7.5 7-5L44 14Z"
        fill={GOLD}
        stroke={GOLD_DARK}
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
      <g fill={metal.emblem}>
        <circle cx="18" cy="3.5" r="1.6" />
        <circle cx="32" cy="1.8" r="1.6" />
        <circle cx="46" cy="3.5" r="1.6" />
      </g>
    </>
  );
}

/** Laurel leaves along the lower circle, left side; the right side is its mirror. */
const LAUREL_ANGLES = [200, 222, 244, 266, 288];

function ChampionCrest() {
  const leaves = LAUREL_ANGLES.map((deg) => {
    const angle = (deg * Math.PI) / 180;
    const cx = 32 + 25 * Math.sin(angle);
    const cy = 33 - 25 * Math.cos(angle);
    return { key: deg, cx: cx.toFixed(2), cy: cy.toFixed(2), rotate: deg + 30 };
  });
  return (
    <>
      <g fill={ACCENT} stroke="#4c1d95" strokeWidth="0.8">
        {leaves.map((leaf) => (
          <g key={leaf.key}>
            <ellipse
              cx={leaf.cx}
              cy={leaf.cy}
              rx="5"
              ry="2.4"
              transform={`rotate(${leaf.rotate} ${leaf.cx} ${leaf.cy})`}
            />
            <ellipse
              cx={leaf.cx}
              cy={leaf.cy}
              rx="5"
              ry="2.4"
              transform={`matrix(-1 0 0 1 64 0) rotate(${leaf.rotate} ${leaf.cx} ${leaf.cy})`}
            />
          </g>
        ))}
      </g>
      <circle cx="32" cy="33" r="19" fill={GOLD} />
      <circle cx="32" cy="33" r="16" fill={NIGHT} />
      {/* Trophy: cup, handles, stem and base. */}
      <g fill={GOLD} stroke={GOLD_DARK} strokeWidth="1" strokeLinejoin="round">
        <path d="M24 25h16v4c0 5-3.6 8.5-8 8.5S24 34 24 29Z" />
        <path d="M24 27h-3.5c0 4 1.8 6 4.5 6.5M40 27h3.5c0 4-1.8 6-4.5 6.5" fill="none" strokeWidth="1.6" />
        <path d="M30 37.5h4v3.5h-4Z" />
        <path d="M26 41h12v3.5H26Z" />
      </g>
      <path d="M27 26.5h3v5c-1.6-.8-3-2.6-3-5Z" fill="#ffffff" opacity="0.5" />
      <polygon points={starPoints(32, 8, 6.5)} fill={GOLD} stroke={GOLD_DARK} strokeWidth="1" />
    </>
  );
}

/**
 * A rank's badge as inline SVG: bronze, silver and gold shields with one to three chevrons for
 * Ace, Expert and Elite (Elite winged), a crowned amethyst crest for Master and a laurelled trophy
 * medal for Champion. Decorative: the rank's name must be in text beside it.
 */
export function RankBadge({ rank, className }: { rank: BadgeRank; className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={cn('drop-shadow-[0_4px_10px_rgb(0_0_0/0.45)]', className)}
    >
      {rank === 'champion' ? (
        <ChampionCrest />
      ) : rank === 'master' ? (
        <MasterCrest />
      ) : (
        <StripedShield rank={rank} />
      )}
    </svg>
  );
}
