import { describe, expect, it } from 'vitest';
import { CATALOG, findCatalogItemById } from '../../../shared/shop/catalog';
import { commandsFor, DEFAULT_TEMPLATES, resolveTemplates, STAGES, type Stage } from './commands';

const ctx = (itemId: string, count = 1, player = 'Ash_01') => ({
  player,
  uuid: '00000000-0000-4000-8000-000000000001',
  item: findCatalogItemById(itemId),
  catalogItemId: itemId,
  count,
});

const commands = (table: ReturnType<typeof resolveTemplates>, stage: Stage, id: string) =>
  commandsFor(table, stage, ctx(id)).map((c) => c.command);

describe('in-game command templates', () => {
  it('has commands for every group that can be bought (retired items fall back to a readable one)', () => {
    for (const item of CATALOG.filter((i) => i.active)) {
      expect(DEFAULT_TEMPLATES[item.group], item.group).toBeDefined();
      expect(commandsFor(DEFAULT_TEMPLATES, 'grant', ctx(item.id)).length, item.id).toBeGreaterThan(0);
    }
  });

  it('fills pack sizes, durations and plan lengths from the catalog', () => {
    expect(commandsFor(DEFAULT_TEMPLATES, 'grant', ctx('cosmetic-keys-3', 2))).toEqual([
      { command: 'crates key give Ash_01 cosmetic 6', requireOnline: true },
    ]);
    expect(commands(DEFAULT_TEMPLATES, 'grant', 'rank-ace-monthly')).toEqual([
      'lp user Ash_01 parent addtemp ace 31d accumulate',
    ]);
    expect(commands(DEFAULT_TEMPLATES, 'grant', 'rank-elite-annual')).toEqual([
      'lp user Ash_01 parent addtemp elite 366d accumulate',
    ]);
  });

  it('gives the Master rank the premium battle pass, and takes it back with the rank', () => {
    expect(commands(DEFAULT_TEMPLATES, 'grant', 'rank-master-monthly')).toEqual([
      'lp user Ash_01 parent addtemp master 31d accumulate',
      'battlepass premium give Ash_01',
    ]);
    expect(commands(DEFAULT_TEMPLATES, 'renew', 'rank-master-annual')).toEqual([
      'lp user Ash_01 parent addtemp master 366d accumulate',
      'battlepass premium give Ash_01',
    ]);
    for (const stage of ['expire', 'refund', 'chargeback'] as const) {
      expect(commands(DEFAULT_TEMPLATES, stage, 'rank-master-monthly')).toEqual([
        'lp user Ash_01 parent removetemp master',
        'battlepass premium take Ash_01',
      ]);
    }
    expect(commands(DEFAULT_TEMPLATES, 'grant', 'rank-expert-monthly')).not.toContain(
      'battlepass premium give Ash_01',
    );
  });

  it('still names a retired item for staff', () => {
    const retired = CATALOG.find((i) => !i.active)!;
    expect(commands(DEFAULT_TEMPLATES, 'refund', retired.id)).toEqual([`shop revoke Ash_01 ${retired.id} 1`]);
  });

  it('never lets a name outside [A-Za-z0-9_] into a console command', () => {
    const [cmd] = commandsFor(DEFAULT_TEMPLATES, 'grant', ctx('battle-pass', 1, 'x; op evil'));
    expect(cmd?.command).toBe('battlepass premium give xopevil');
  });

  it('applies COMMAND_TEMPLATES per group and per rank, keeping the other lists', () => {
    const table = resolveTemplates(
      JSON.stringify({
        'gym-tokens': {
          grant: [{ command: 'tokens add {player} {amount}', requireOnline: true }],
          chargeback: [
            { command: 'tokens take {player} {amount}', requireOnline: false },
            { command: 'lp user {player} permission set shop.blocked true', requireOnline: false },
          ],
        },
        'ranks:elite': { grant: [{ command: 'rank set {player} elite_plus {days}', requireOnline: false }] },
        'mystery-box': { grant: [{ command: 'box give {player} {count}', requireOnline: true }] },
      }),
    );
    expect(commandsFor(table, 'grant', ctx('gym-tokens-3', 2))).toEqual([
      { command: 'tokens add Ash_01 6', requireOnline: true },
    ]);
    expect(commands(table, 'refund', 'gym-tokens-3')).toEqual(['gymtokens take Ash_01 3']);
    expect(commands(table, 'chargeback', 'gym-tokens-3')).toEqual([
      'tokens take Ash_01 3',
      'lp user Ash_01 permission set shop.blocked true',
    ]);
    expect(commands(table, 'grant', 'rank-elite-monthly')).toEqual(['rank set Ash_01 elite_plus 31']);
    // A rank variant without its own expire list keeps the group's.
    expect(commands(table, 'expire', 'rank-elite-monthly')).toEqual([
      'lp user Ash_01 parent removetemp elite',
    ]);
    expect(commands(table, 'grant', 'rank-ace-monthly')).toEqual([
      'lp user Ash_01 parent addtemp ace 31d accumulate',
    ]);
    expect(table['mystery-box']?.refund).toEqual([
      { command: 'shop revoke {player} {item} {count}', requireOnline: false },
    ]);
  });

  it('refuses malformed overrides at start-up', () => {
    expect(() => resolveTemplates('{not json')).toThrow('COMMAND_TEMPLATES must be JSON');
    expect(() => resolveTemplates(JSON.stringify({ ranks: { grant: [{ command: '' }] } }))).toThrow(
      /COMMAND_TEMPLATES is malformed/,
    );
    // A misspelt moment would silently never run: refused instead.
    expect(() => resolveTemplates(JSON.stringify({ ranks: { revoke: [] } }))).toThrow(
      /COMMAND_TEMPLATES is malformed/,
    );
    expect(STAGES).toEqual(['grant', 'renew', 'expire', 'refund', 'chargeback']);
    expect(resolveTemplates(undefined)).toBe(DEFAULT_TEMPLATES);
  });
});
