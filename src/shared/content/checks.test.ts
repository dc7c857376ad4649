import { describe, expect, it } from 'vitest';
import { checkMarkdown } from './checks';

const lines = (body: string) => checkMarkdown(body).map((problem) => problem.line);

describe("the editor's checks read a text as the renderer draws it", () => {
  it('end a line at a lone carriage return too, so a heading after one is checked', () => {
    expect(lines('Intro\r# Big title')).toEqual([2]);
    expect(lines('Intro\r\n# Big title')).toEqual([2]);
    expect(lines('Intro\r### Fine\r#### Also fine')).toEqual([]);
  });

  it('skip a code span, but not text after an escaped backtick, which opens none', () => {
    expect(lines('Type `[here](/not-a-page)` in chat.')).toEqual([]);
    const escaped = checkMarkdown('A \\`[link](/not-a-page)` after an escaped backtick.');
    expect(escaped).toEqual([{ line: 1, message: '"/not-a-page" is not a page of this site.' }]);
  });

  it('read a link that opens before a backtick as the renderer does, in bold too', () => {
    expect(lines('See [the `rules](/not-a-page) here` now')).toEqual([1]);
    expect(lines('**`**[x](/not-a-page)`')).toEqual([1]);
    // Drawn as a link to /not-a-page (a label ends at its first ']'), so checked as one.
    expect(lines('A [link with [inner](/not-a-page) words](/rules)')).toEqual([1]);
  });

  it('read no link, heading or empty code span where an escape stands', () => {
    expect(lines('\\[not a link](javascript:alert(1))')).toEqual([]);
    expect(lines('\\# not a heading')).toEqual([]);
    expect(lines('Two backticks `` then [x](javascript:void) later')).toEqual([1]);
  });
});
