/**
 * Pokémon Showdown's battle protocol, the subset a replay needs, read and checked line by line.
 * A log is text with one message a line, each `|command|arg|arg…`; blank lines and a bare `|`
 * separate turns' chunks. The commands below are checked argument by argument; any other
 * well-formed command (`|-boost|…`, `|t:|…`, `|upkeep`) is accepted and ignored. A log that is too
 * big, or has a line that is not a message or breaks its command's shape, is refused naming the
 * first such line, so the game server's author can find it.
 */

/** The largest log accepted, in bytes of UTF-8, and in lines (a long singles battle is ~1,500). */
export const MAX_LOG_BYTES = 256 * 1024;
export const MAX_LOG_LINES = 10_000;
/** One message; a move or details line is well under a hundred characters. */
export const MAX_LINE_LENGTH = 1000;

export type Side = 'p1' | 'p2' | 'p3' | 'p4';
export const GAME_TYPES = ['singles', 'doubles', 'triples', 'multi', 'freeforall'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** `p1a: Keldeo`: a side, its active slot (absent for a Pokémon not on the field) and a nickname. */
export interface PokemonRef {
  side: Side;
  slot: string | null;
  name: string;
}

/** Hit points as the protocol writes them (`144/171`, `22/177 par`, `0 fnt`). */
export interface Health {
  hp: number;
  /** Null when only a fainted `0` was written. */
  max: number | null;
  status: string | null;
}

export type ProtocolLine =
  | { kind: 'player'; side: Side; name: string }
  | { kind: 'poke'; side: Side; species: string }
  | { kind: 'teamsize'; side: Side; size: number }
  | { kind: 'gametype'; gameType: GameType }
  | { kind: 'turn'; turn: number }
  | { kind: 'move'; user: PokemonRef; move: string; target: PokemonRef | null }
  | { kind: 'switch'; pokemon: PokemonRef; species: string; health: Health; dragged: boolean }
  | { kind: 'damage' | 'heal'; pokemon: PokemonRef; health: Health; from: string | null }
  | { kind: 'faint'; pokemon: PokemonRef }
  | { kind: 'win'; name: string }
  | { kind: 'tie' };

export type ParsedLog =
  | { ok: true; lines: ProtocolLine[] }
  | { ok: false; line: number | null; reason: string };

class LineError extends Error {}
const fail = (reason: string): never => {
  throw new LineError(reason);
};

const SIDE = /^p[1-4]$/;
const COMMAND = /^-?[a-z][a-z0-9]*:?$/i;
const POKEMON = /^(p[1-4])([a-d])?: (.+)$/;
const HEALTH = /^(\d{1,5})(?:\/(\d{1,5}))?(?: ([a-z]{3}))?$/;
// Control characters other than tab have no place in a message (and could forge display text).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the check is for control characters.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

function side(value: string | undefined): Side {
  if (!value || !SIDE.test(value)) fail(`"${value ?? ''}" is not a side (p1 to p4)`);
  return value as Side;
}

function pokemon(value: string | undefined): PokemonRef {
  const match = value ? POKEMON.exec(value) : null;
  if (!match) return fail(`"${value ?? ''}" is not a Pokémon (like "p1a: Pikachu")`);
  const name = match[3]!.trim();
  if (!name) fail('the Pokémon has no name');
  return { side: match[1] as Side, slot: match[2] ?? null, name };
}

function health(value: string | undefined): Health {
  const match = value ? HEALTH.exec(value.trim()) : null;
  if (!match) return fail(`"${value ?? ''}" is not hit points (like "144/171" or "0 fnt")`);
  const hp = Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (max === null && hp !== 0) fail(`"${value}" gives hit points without a maximum`);
  if (max !== null && (max === 0 || hp > max)) fail(`"${value}" is more than the maximum`);
  return { hp, max, status: match[3] ?? null };
}

function text(value: string | undefined, what: string): string {
  const trimmed = value?.trim();
  if (!trimmed) return fail(`${what} is missing`);
  return trimmed;
}

/** `Keldeo, L50, M` → `Keldeo`. */
const speciesOf = (details: string | undefined) => text(details, 'the details').split(',')[0]!.trim();

const fromTag = (args: string[]) =>
  args
    .find((arg) => arg.startsWith('[from]'))
    ?.slice('[from]'.length)
    .trim() || null;

function readLine(raw: string, lastTurn: number): ProtocolLine | null {
  if (raw === '' || raw === '|') return null;
  if (!raw.startsWith('|')) fail('the line does not start with "|"');
  if (raw.length > MAX_LINE_LENGTH) fail(`the line is longer than ${MAX_LINE_LENGTH} characters`);
  if (CONTROL.test(raw)) fail('the line contains a control character');
  const [command = '', ...args] = raw.slice(1).split('|');
  if (!COMMAND.test(command)) fail(`"${command}" is not a protocol command`);
  switch (command) {
    case 'player':
      return { kind: 'player', side: side(args[0]), name: text(args[1], 'the player name') };
    case 'poke':
      return { kind: 'poke', side: side(args[0]), species: speciesOf(args[1]) };
    case 'teamsize': {
      const size = Number(args[1]);
      if (!Number.isInteger(size) || size < 1 || size > 24) fail(`"${args[1] ?? ''}" is not a team size`);
      return { kind: 'teamsize', side: side(args[0]), size };
    }
    case 'gametype': {
      const gameType = args[0] as GameType;
      if (!GAME_TYPES.includes(gameType)) fail(`"${args[0] ?? ''}" is not a game type`);
      return { kind: 'gametype', gameType };
    }
    case 'turn': {
      const turn = Number(args[0]);
      if (turn !== lastTurn + 1) fail(`turn "${args[0] ?? ''}" does not follow turn ${lastTurn}`);
      return { kind: 'turn', turn };
    }
    case 'move': {
      const target = args[2]?.trim() ? pokemon(args[2]) : null;
      return { kind: 'move', user: pokemon(args[0]), move: text(args[1], 'the move'), target };
    }
    case 'switch':
    case 'drag':
      return {
        kind: 'switch',
        pokemon: pokemon(args[0]),
        species: speciesOf(args[1]),
        health: health(args[2]),
        dragged: command === 'drag',
      };
    case '-damage':
    case '-heal':
      return {
        kind: command === '-damage' ? 'damage' : 'heal',
        pokemon: pokemon(args[0]),
        health: health(args[1]),
        from: fromTag(args.slice(2)),
      };
    case 'faint':
      return { kind: 'faint', pokemon: pokemon(args[0]) };
    case 'win':
      return { kind: 'win', name: text(args[0], 'the winner') };
    case 'tie':
      return { kind: 'tie' };
    default:
      return null;
  }
}

const byteLength = (log: string) => new TextEncoder().encode(log).byteLength;

/** Reads a whole log: the lines a replay draws, or the first reason to refuse it. */
export function parseShowdownLog(log: string): ParsedLog {
  if (byteLength(log) > MAX_LOG_BYTES) {
    return { ok: false, line: null, reason: `The log is larger than ${MAX_LOG_BYTES / 1024} KB.` };
  }
  const raws = log.replace(/\r?\n$/, '').split(/\r?\n/);
  if (raws.length > MAX_LOG_LINES) {
    return { ok: false, line: null, reason: `The log has more than ${MAX_LOG_LINES} lines.` };
  }
  const lines: ProtocolLine[] = [];
  let lastTurn = 0;
  for (const [index, raw] of raws.entries()) {
    try {
      const line = readLine(raw, lastTurn);
      if (!line) continue;
      if (line.kind === 'turn') lastTurn = line.turn;
      lines.push(line);
    } catch (error) {
      if (!(error instanceof LineError)) throw error;
      return { ok: false, line: index + 1, reason: `Line ${index + 1}: ${error.message}.` };
    }
  }
  const named = new Set(lines.flatMap((line) => (line.kind === 'player' ? [line.side] : [])));
  if (!named.has('p1') || !named.has('p2')) {
    return {
      ok: false,
      line: null,
      reason: 'The log does not name both players (|player|p1|… and |player|p2|…).',
    };
  }
  return { ok: true, lines };
}
