/** A readable line diff between two texts: what a revision removed and added, with a line of context. */
import type { DiffLine } from '../../../shared/content/api';

/** Longer texts are compared as a whole block replaced: the table below grows with the square. */
const MAX_LINES = 800;
const CONTEXT = 1;

export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before === '' ? [] : before.split('\n');
  const b = after.split('\n');
  if (a.length > MAX_LINES || b.length > MAX_LINES) {
    return [
      ...a.map((text) => ({ op: 'remove' as const, text })),
      ...b.map((text) => ({ op: 'add' as const, text })),
    ];
  }
  // Longest common subsequence, filled from the end so the walk below goes forwards.
  const common = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] =
        a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ op: 'same', text: a[i]! });
      i++;
      j++;
    } else if (i < a.length && (j === b.length || common[i + 1]![j]! >= common[i]![j + 1]!)) {
      // What went comes before what replaced it, as a reader expects.
      lines.push({ op: 'remove', text: a[i++]! });
    } else {
      lines.push({ op: 'add', text: b[j++]! });
    }
  }
  return lines.filter((line, index) => line.op !== 'same' || nearChange(lines, index));
}

function nearChange(lines: DiffLine[], index: number): boolean {
  for (let k = Math.max(0, index - CONTEXT); k <= Math.min(lines.length - 1, index + CONTEXT); k++) {
    if (lines[k]!.op !== 'same') return true;
  }
  return false;
}
