import { describe, expect, it } from 'vitest';
import { answerVersionOf, rememberAnswerVersion, shareAnswers } from './answer-versions';

const versioned = <T extends object>(answer: T, version: string, address = '/api/arena/leaders') => {
  rememberAnswerVersion(answer, { address, version });
  return answer;
};

describe('shareAnswers', () => {
  it('keeps the new answer’s version on the object the cache keeps', () => {
    const before = versioned({ leaders: [{ id: 'a' }], total: 1 }, '"v1"');
    // Partly equal: sharing makes a new object that reuses the unchanged leaders.
    const shared = shareAnswers(before, versioned({ leaders: [{ id: 'a' }], total: 2 }, '"v2"'));
    expect(shared).not.toBe(before);
    expect(answerVersionOf(shared)?.version).toBe('"v2"');
    // Equal throughout: the old object is kept, now at the new version.
    const same = shareAnswers(shared, versioned({ leaders: [{ id: 'a' }], total: 2 }, '"v3"'));
    expect(same).toBe(shared);
    expect(answerVersionOf(same)?.version).toBe('"v3"');
  });

  it('keeps each page’s version in an infinite query’s data', () => {
    const page = (offset: number, version: string) =>
      versioned({ entries: [offset], offset }, version, `/api/arena/leaderboard?offset=${offset}`);
    const before = { pages: [page(0, '"a"'), page(25, '"b"')], pageParams: [0, 25] };
    const shared = shareAnswers(before, { pages: [page(0, '"a"'), page(25, '"c"')], pageParams: [0, 25] });
    const pages = (shared as typeof before).pages;
    expect(pages.map((p) => answerVersionOf(p)?.version)).toEqual(['"a"', '"c"']);
  });

  it('keeps the objects of unchanged rows when a row is added at the top', () => {
    const match = (id: string) => ({ id, winner: `${id}-winner` });
    const before = { matches: [match('b'), match('c')] };
    const shared = shareAnswers(before, { matches: [match('a'), match('b'), match('c')] }) as typeof before;
    expect(shared.matches.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(shared.matches[1]).toBe(before.matches[0]);
    expect(shared.matches[2]).toBe(before.matches[1]);
    // Nothing changed: the data the cache holds stays the same object.
    expect(shareAnswers(shared, { matches: [match('a'), match('b'), match('c')] })).toBe(shared);
    // The list a `select` picks is shared the same way.
    const picked = shareAnswers(before.matches, [match('a'), ...before.matches]) as typeof before.matches;
    expect(picked[1]).toBe(before.matches[0]);
    expect(picked[2]).toBe(before.matches[1]);
  });
});
