import type { AuditEntry } from '@shared/staff/api';
import { describe, expect, it } from 'vitest';
import { actorText, changeLines, targetLabel } from './format';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actor: { id: 'a', name: 'StaffSerena' },
  action: 'gym_leader.update',
  target_type: 'gym_leader',
  target_id: '5f0c1d7e-1111-4222-8333-944455556666',
  before: null,
  after: null,
  created_at: '2026-03-08T07:30:00.000Z',
  ...over,
});

describe('audit entries read by name, with only what changed', () => {
  it('labels a leader by name, not id, and lists only the changed fields', () => {
    const e = entry({
      before: { display_name: 'Misty Tides', element: 'electric', status: 'active', player: 'Ash' },
      after: { display_name: 'Misty Tides', element: 'steel', status: 'active', player: null },
    });
    expect(targetLabel(e)).toBe('Misty Tides');
    expect(changeLines(e, new Map())).toEqual(['element: electric → steel', 'player: Ash → nothing']);
  });

  it('keeps who a change is about beside it, and names accounts with @', () => {
    const badge = entry({
      target_type: 'player',
      before: { player: 'Ash', badge: 'Fire Badge', held: 'yes' },
      after: { player: 'Ash', badge: 'Fire Badge', held: 'no' },
    });
    expect(changeLines(badge, new Map())).toEqual(['player: Ash', 'badge: Fire Badge', 'held: yes → no']);
    const role = entry({
      target_type: 'user',
      before: { role: 'staff', discord_username: 'brock' },
      after: { role: 'player', discord_username: 'brock' },
    });
    expect(targetLabel(role)).toBe('@brock');
    expect(changeLines(role, new Map())).toEqual(['role: staff → player']);
  });

  it('writes staff by name, money in dollars, times in EST, yes and no', () => {
    const e = entry({
      target_type: 'submission',
      target_id: 'bug_report:0123456789abcdef',
      before: { assignee_id: null, ended_at: null },
      after: {
        assignee_id: 'u-1',
        ended_at: '2026-03-08T07:30:00.000Z',
        amount_cents: 1250,
        linked: true,
      },
    });
    expect(targetLabel(e)).toBe('Bug Report 01234567');
    expect(changeLines(e, new Map([['u-1', '@StaffSerena']]))).toEqual([
      'assignee: nobody → @StaffSerena',
      'ended at: nothing → Mar 8, 2026, 02:30 EST',
      'amount: $12.50',
      'linked: yes',
    ]);
  });

  it('lists a creation by its values without repeating the name of its label', () => {
    const e = entry({ action: 'gym_leader.create', after: { display_name: 'Volt', element: 'electric' } });
    expect(targetLabel(e)).toBe('Volt');
    expect(changeLines(e, new Map())).toEqual(['element: electric']);
  });

  it('falls back to the id when an old entry carries no name', () => {
    expect(targetLabel(entry({ before: { available_cents: 100 }, after: { available_cents: 50 } }))).toBe(
      '5f0c1d7e-1111-4222-8333-944455556666',
    );
  });

  it('names the staff member, or the server with the reason it recorded', () => {
    expect(actorText(entry({}))).toBe('@StaffSerena');
    const ended = entry({
      actor: null,
      action: 'player.ban_end',
      target_type: 'player',
      after: {
        player: 'Ash (AshMC)',
        reason: 'Spam',
        ended_at: '2026-03-08T07:30:00.000Z',
        source: 'end date reached',
      },
    });
    expect(actorText(ended)).toBe('the server (end date reached)');
    expect(changeLines(ended, new Map())).toEqual([
      'player: Ash (AshMC)',
      'reason: Spam',
      'ended at: Mar 8, 2026, 02:30 EST',
    ]);
    expect(actorText(entry({ actor: null }))).toBe('the server');
  });
});
