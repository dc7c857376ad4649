/** One colour per element, used by every badge, card accent and chip (text passes AA on the dark theme). */
import type { ElementType } from '@shared/arena/types';

export const ELEMENT_STYLE: Record<ElementType, string> = {
  normal: 'bg-stone-400/15 text-stone-200 border-stone-400/40',
  fire: 'bg-orange-500/15 text-orange-300 border-orange-500/40',
  water: 'bg-sky-500/15 text-sky-300 border-sky-500/40',
  electric: 'bg-yellow-400/15 text-yellow-200 border-yellow-400/40',
  grass: 'bg-green-500/15 text-green-300 border-green-500/40',
  ice: 'bg-cyan-400/15 text-cyan-200 border-cyan-400/40',
  fighting: 'bg-red-600/20 text-red-300 border-red-600/40',
  poison: 'bg-purple-500/15 text-purple-300 border-purple-500/40',
  ground: 'bg-amber-600/20 text-amber-200 border-amber-600/40',
  flying: 'bg-indigo-400/15 text-indigo-200 border-indigo-400/40',
  psychic: 'bg-pink-500/15 text-pink-300 border-pink-500/40',
  bug: 'bg-lime-500/15 text-lime-300 border-lime-500/40',
  rock: 'bg-yellow-700/25 text-yellow-100 border-yellow-700/50',
  ghost: 'bg-violet-600/20 text-violet-200 border-violet-600/40',
  dragon: 'bg-blue-600/20 text-blue-200 border-blue-600/40',
  dark: 'bg-neutral-700/40 text-neutral-200 border-neutral-500/50',
  steel: 'bg-slate-400/15 text-slate-200 border-slate-400/40',
  fairy: 'bg-rose-400/15 text-rose-200 border-rose-400/40',
};
