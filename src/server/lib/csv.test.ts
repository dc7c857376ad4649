import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV cells', () => {
  it('writes plain text and numbers as they are, nothing for null', () => {
    expect(csvCell('Lance')).toBe('Lance');
    expect(csvCell(-150)).toBe('-150');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('crlf\r\n')).toBe('"crlf\r\n"');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'defuses the formula %j with an apostrophe',
    (text) => {
      expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('defuses and quotes a formula holding a comma', () => {
    expect(csvCell('=HYPERLINK("x"),y')).toBe(`"'=HYPERLINK(""x""),y"`);
  });

  it('ends every line, the header included, with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, 'x'],
          [null, '=y'],
        ],
      ),
    ).toBe("a,b\r\n1,x\r\n,'=y\r\n");
  });
});
