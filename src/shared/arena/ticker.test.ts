import { describe, expect, it } from 'vitest';
import { matchTickerText, matchTitle, TICKER_DEFAULT_TEXT } from './ticker';
import type { ArenaMatch } from './types';

const base: ArenaMatch = {
  id: 'm1',
  gym_id: null,
  started_at: '2025-06-01T10:00:00Z',
  ended_at: '2025-06-01T10:20:00Z',
  result: null,
  leader_uuid: 'L',
  challenger_uuid: 'C',
  winner_uuid: null,
  loser_uuid: null,
  leader_delta: null,
  challenger_delta: null,
  leader_name: 'Blaze',
  challenger_name: 'Ash',
  leader_mc_name: 'BrockRocks',
  challenger_mc_name: 'AshTrainer',
  has_replay: false,
};

describe('matchTickerText', () => {
  it('shows the default text without a match', () => {
    expect(matchTickerText(null)).toBe(TICKER_DEFAULT_TEXT);
    expect(TICKER_DEFAULT_TEXT).toBe('Arena ready. Train hard, challenger!');
  });
  it("is 'In progress' with no end and no winner", () => {
    expect(matchTickerText({ ...base, ended_at: null })).toBe('In progress');
  });
  it('names the winning leader or says the challenger won', () => {
    expect(matchTickerText({ ...base, winner_uuid: 'L', leader_delta: 12 })).toBe('Blaze won (+12)');
    expect(matchTickerText({ ...base, winner_uuid: 'C', leader_delta: -9, challenger_delta: 9 })).toBe(
      'Challenger won (-9)',
    );
    // A winner with no end time yet is still a known winner.
    expect(matchTickerText({ ...base, ended_at: null, winner_uuid: 'C' })).toBe('Challenger won');
  });
  it('falls back to the result text, then to Match finished', () => {
    expect(matchTickerText({ ...base, result: 'Draw' })).toBe('Draw');
    expect(matchTickerText(base)).toBe('Match finished');
    expect(matchTickerText({ ...base, result: '   ' })).toBe('Match finished');
  });
  it('appends only a nonzero leader delta', () => {
    expect(matchTickerText({ ...base, winner_uuid: 'L', leader_delta: 0, challenger_delta: -5 })).toBe(
      'Blaze won',
    );
  });
  it('titles a match with both names', () => {
    expect(matchTitle(base)).toBe('Blaze vs Ash');
    expect(matchTitle({ leader_name: null, challenger_name: null })).toBe('Gym leader vs Challenger');
  });
});
