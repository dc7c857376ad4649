import { describe, expect, it } from 'vitest';
import { createScrollPositions } from './scroll-positions';
import { SCROLL_POSITIONS_KEY } from './storage-keys';

/** sessionStorage as the tab keeps it: outlives the page, so a new page load reads what was saved. */
function tabStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('scroll positions', () => {
  it('keeps one position per history entry', () => {
    const positions = createScrollPositions(() => tabStorage());
    positions.set('entry-a', 1200.4);
    positions.set('entry-b', 300);
    positions.set('entry-a', 900);
    expect(positions.get('entry-a')).toBe(900);
    expect(positions.get('entry-b')).toBe(300);
    expect(positions.get('entry-c')).toBeUndefined();
  });

  it('finds the saved positions again after the page is left and loaded anew in the same tab', () => {
    const storage = tabStorage();
    const before = createScrollPositions(() => storage);
    before.set('entry-a', 1500);
    before.save();
    const after = createScrollPositions(() => storage);
    expect(after.get('entry-a')).toBe(1500);
  });

  it('forgets the entries scrolled longest ago beyond a hundred', () => {
    const storage = tabStorage();
    const positions = createScrollPositions(() => storage);
    for (let i = 0; i < 105; i++) positions.set(`entry-${i}`, i);
    positions.set('entry-2', 2);
    positions.save();
    const saved = createScrollPositions(() => storage);
    expect(saved.get('entry-0')).toBeUndefined();
    expect(saved.get('entry-2')).toBe(2);
    expect(saved.get('entry-104')).toBe(104);
    expect(JSON.parse(storage.items.get(SCROLL_POSITIONS_KEY)!)).toHaveLength(100);
  });

  it('starts empty from unreadable storage and keeps working when storage refuses to write', () => {
    const foreign = tabStorage();
    foreign.setItem(SCROLL_POSITIONS_KEY, '{"not":"ours"');
    expect(createScrollPositions(() => foreign).get('entry-a')).toBeUndefined();
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    const positions = createScrollPositions(() => refusing);
    positions.set('entry-a', 40);
    positions.save();
    expect(positions.get('entry-a')).toBe(40);
    expect(createScrollPositions(() => undefined).get('entry-a')).toBeUndefined();
  });

  it('reads the store only once a position is asked for or kept', () => {
    const storage = tabStorage();
    storage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify([['entry-a', 700]]));
    let reads = 0;
    const counted = () => {
      reads++;
      return storage;
    };
    const positions = createScrollPositions(counted);
    // A page left without a position asked for or kept has nothing to write back.
    positions.save();
    expect(reads).toBe(0);
    expect(positions.get('entry-a')).toBe(700);
    positions.set('entry-b', 10);
    positions.save();
    expect(JSON.parse(storage.items.get(SCROLL_POSITIONS_KEY)!)).toEqual([
      ['entry-a', 700],
      ['entry-b', 10],
    ]);
  });
});
