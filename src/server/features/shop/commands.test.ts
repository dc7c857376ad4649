import { describe, expect, it } from 'vitest';
import { CATALOG, findCatalogItemById } from '../../../shared/shop/seed-catalog';
import { DEFAULT_TEMPLATES, defaultCommandsFor, STAGES, type Stage } from './commands';

const ctx = (itemId: string, count = 1, player = 'Ash_01') => ({
  player,
  uuid: '00000000-0000-4000-8000-000000000001',
  item: findCatalogItemById(itemId),
  catalogItemId: itemId,
  count,
});

const builtIn = (stage: Stage, values: ReturnType<typeof ctx>) =>
  defaultCommandsFor(values.item, stage, values);
const commands = (stage: Stage, id: string) => builtIn(stage, ctx(id)).map((c) => c.command);

describe('built-in in-game command templates', () => {
  it('has commands for every group that can be bought (retired items fall back to a readable one)', () => {
    for (const item of CATALOG.filter((i) => i.active)) {
      expect(DEFAULT_TEMPLATES[item.group], item.group).toBeDefined();
      expect(builtIn('grant', ctx(item.id)).length, item.id).toBeGreaterThan(0);
    }
  });

  it('fills pack sizes, durations and plan lengths from the catalog', () => {
    expect(builtIn('grant', ctx('cosmetic-keys-3', 2))).toEqual([
      { command: 'crates key give Ash_01 cosmetic 6', requireOnline: true },
    ]);
    expect(commands('grant', 'rank-ace-monthly')).toEqual([
      'lp user Ash_01 parent addtemp ace 31d accumulate',
    ]);
    expect(commands('grant', 'rank-elite-annual')).toEqual([
      'lp user Ash_01 parent addtemp elite 366d accumulate',
    ]);
  });

  it('gives the Master rank the premium battle pass, and takes it back with the rank', () => {
    expect(commands('grant', 'rank-master-monthly')).toEqual([
      'lp user Ash_01 parent addtemp master 31d accumulate',
      'battlepass premium give Ash_01',
    ]);
    expect(commands('renew', 'rank-master-annual')).toEqual([
      'lp user Ash_01 parent addtemp master 366d accumulate',
      'battlepass premium give Ash_01',
    ]);
    for (const stage of ['expire', 'refund', 'chargeback'] as const) {
      expect(commands(stage, 'rank-master-monthly')).toEqual([
        'lp user Ash_01 parent removetemp master',
        'battlepass premium take Ash_01',
      ]);
    }
    expect(commands('grant', 'rank-expert-monthly')).not.toContain('battlepass premium give Ash_01');
  });

  it('still names a retired item for staff', () => {
    const retired = CATALOG.find((i) => !i.active)!;
    expect(commands('refund', retired.id)).toEqual([`shop revoke Ash_01 ${retired.id} 1`]);
  });

  it('never lets a name outside [A-Za-z0-9_] into a console command', () => {
    const [cmd] = builtIn('grant', ctx('battle-pass', 1, 'x; op evil'));
    expect(cmd?.command).toBe('battlepass premium give xopevil');
  });

  it('has the five stages of a purchase, in order', () => {
    expect(STAGES).toEqual(['grant', 'renew', 'expire', 'refund', 'chargeback']);
  });
});
