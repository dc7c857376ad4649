import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LOG_BYTES, MAX_LOG_LINES, parseShowdownLog } from './protocol';
import { buildReplay } from './replay';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const fixtures = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.log'))
  .map((file) => ({ file, log: readFileSync(new URL(file, FIXTURES), 'utf8') }));

const replayOf = (log: string) => {
  const parsed = parseShowdownLog(log);
  if (!parsed.ok) throw new Error(parsed.reason);
  return buildReplay(parsed.lines);
};

const HEAD = '|player|p1|Brock||\n|player|p2|Misty||\n|gametype|singles\n';

describe('replays of the fixture logs (Showdown engine battles)', () => {
  it('has singles and doubles fixtures', () => {
    expect(fixtures.map((f) => f.file).sort()).toEqual([
      'doubles-1.log',
      'doubles-2.log',
      'singles-1.log',
      'singles-2.log',
    ]);
  });

  it.each(fixtures)('$file renders every turn, the teams and the result', ({ log }) => {
    const replay = replayOf(log);
    const lastTurn = Math.max(...[...log.matchAll(/^\|turn\|(\d+)$/gm)].map((m) => Number(m[1])));
    expect(replay.turns.map((t) => t.number)).toEqual(Array.from({ length: lastTurn + 1 }, (_, i) => i));
    for (const turn of replay.turns) {
      expect(turn.events.length).toBeGreaterThan(0);
      expect(turn.sides.map((s) => s.player)).toEqual(['Brock', 'Misty']);
      for (const side of turn.sides) {
        expect(side.team).toHaveLength(6);
        expect(side.active.length).toBe(replay.gameType === 'doubles' ? 2 : 1);
        for (const p of side.team) expect(p.hpPercent).toBeGreaterThanOrEqual(0);
      }
    }
    const winner = /^\|win\|(.+)$/m.exec(log)![1];
    expect(replay.result).toEqual({ kind: 'win', winner });
    const faints = log.match(/^\|faint\|/gm)!.length;
    const fainted = replay.turns
      .at(-1)!
      .sides.flatMap((s) => s.team)
      .filter((p) => p.fainted);
    expect(fainted).toHaveLength(faints);
    // Somebody ran out of Pokémon: the loser's whole team fainted.
    const loser = replay.turns.at(-1)!.sides.find((s) => s.player !== winner)!;
    expect(loser.team.every((p) => p.fainted && p.hpPercent === 0)).toBe(true);
  });
});

describe('a turn of a replay', () => {
  it('tells moves, damage, switches, heals and faints, with HP as a percentage', () => {
    const replay = replayOf(
      `${HEAD}|poke|p1|Onix, L50|\n|poke|p2|Staryu, L50|\n|start\n` +
        '|switch|p1a: Onix|Onix, L50, M|120/120\n|switch|p2a: Staryu|Staryu, L50|100/100\n|turn|1\n' +
        '|move|p2a: Staryu|Water Gun|p1a: Onix\n|-supereffective|p1a: Onix\n|-damage|p1a: Onix|30/120\n' +
        '|-heal|p1a: Onix|60/120|[from] item: Sitrus Berry\n|turn|2\n' +
        '|move|p2a: Staryu|Water Gun|p1a: Onix\n|-damage|p1a: Onix|0 fnt\n|faint|p1a: Onix\n|win|Misty\n',
    );
    expect(replay.turns).toHaveLength(3);
    expect(replay.turns[0]!.events).toEqual([
      'Brock sent in Onix (100% HP).',
      'Misty sent in Staryu (100% HP).',
    ]);
    expect(replay.turns[1]!.events).toEqual([
      "Misty's Staryu used Water Gun on Brock's Onix.",
      "Brock's Onix lost 75% HP (25% left).",
      "Brock's Onix regained 25% HP from item: Sitrus Berry (50% now).",
    ]);
    expect(replay.turns[1]!.sides[0]!.active[0]).toMatchObject({
      name: 'Onix',
      hpPercent: 50,
      fainted: false,
    });
    expect(replay.turns[2]!.events.slice(-2)).toEqual(["Brock's Onix fainted.", 'Misty won the battle.']);
    expect(replay.turns[2]!.sides[0]!.active[0]).toMatchObject({ hpPercent: 0, fainted: true });
    expect(replay.result).toEqual({ kind: 'win', winner: 'Misty' });
  });

  it('ends in a tie', () => {
    expect(replayOf(`${HEAD}|turn|1\n|tie\n`).result).toEqual({ kind: 'tie' });
  });
});

describe('refused logs', () => {
  it.each([
    ['|player|p1|Brock||\nplain text\n|player|p2|Misty||', 2, 'does not start with "|"'],
    [`${HEAD}|turn|2`, 4, 'does not follow turn 0'],
    [`${HEAD}|turn|1\n|turn|1`, 5, 'does not follow turn 1'],
    [`${HEAD}|switch|p1a: Onix|Onix|lots`, 4, '"lots" is not hit points'],
    [`${HEAD}|-damage|p1a: Onix|130/120`, 4, 'is more than the maximum'],
    [`${HEAD}|-damage|p1a: Onix|30`, 4, 'without a maximum'],
    [`${HEAD}|move|Onix|Tackle|p2a: Staryu`, 4, '"Onix" is not a Pokémon'],
    [`${HEAD}|move|p1a: Onix||p2a: Staryu`, 4, 'the move is missing'],
    [`${HEAD}|faint|p9a: Onix`, 4, 'is not a Pokémon'],
    [`${HEAD}|player|p5|Gary`, 4, 'is not a side'],
    [`${HEAD}|teamsize|p1|seven`, 4, 'is not a team size'],
    [`${HEAD}|gametype|rotation`, 4, 'is not a game type'],
    [`${HEAD}|win|`, 4, 'the winner is missing'],
    [`${HEAD}|<script>|x`, 4, 'is not a protocol command'],
    [`${HEAD}|move|p1a: Onix|Tack\u0007le|`, 4, 'control character'],
    [`${HEAD}|-hint|${'x'.repeat(1000)}`, 4, 'longer than 1000 characters'],
  ])('%j is refused at line %i', (log, line, reason) => {
    const parsed = parseShowdownLog(log);
    expect(parsed).toMatchObject({ ok: false, line });
    expect(!parsed.ok && parsed.reason).toContain(`Line ${line}: `);
    expect(!parsed.ok && parsed.reason).toContain(reason);
  });

  it('refuses a log that does not name both players', () => {
    expect(parseShowdownLog('|player|p1|Brock||\n|turn|1\n')).toMatchObject({ ok: false, line: null });
  });

  it('refuses an oversized log, by bytes and by lines', () => {
    const big = `${HEAD}${'|-hint|padding for the size cap\n'.repeat(MAX_LOG_BYTES / 30)}`;
    expect(big.split('\n').length).toBeLessThan(MAX_LOG_LINES);
    expect(parseShowdownLog(big)).toEqual({
      ok: false,
      line: null,
      reason: 'The log is larger than 256 KB.',
    });
    const long = `${HEAD}${'|\n'.repeat(MAX_LOG_LINES)}`;
    expect(parseShowdownLog(long)).toEqual({
      ok: false,
      line: null,
      reason: 'The log has more than 10000 lines.',
    });
  });

  it('accepts other well-formed commands and ignores them', () => {
    const parsed = parseShowdownLog(
      `${HEAD}|t:|1795767686\n|-boost|p1a: Onix|atk|1\n|upkeep\n|\n\n|turn|1\n`,
    );
    expect(parsed.ok && parsed.lines.map((l) => l.kind)).toEqual(['player', 'player', 'gametype', 'turn']);
  });

  it('never throws on any text, and a refusal names a line within the log', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('|turn|1', '|-damage|p1a: X|1/2', '|')), {
          maxLength: 30,
        }),
        (lines) => {
          const parsed = parseShowdownLog(`${HEAD}${lines.join('\n')}`);
          if (!parsed.ok && parsed.line !== null) expect(parsed.line).toBeLessThanOrEqual(lines.length + 3);
          if (parsed.ok) expect(() => buildReplay(parsed.lines)).not.toThrow();
        },
      ),
      { seed: 28, numRuns: 300 },
    );
  });
});
