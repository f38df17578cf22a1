import { describe, expect, it } from 'vitest';
import { questState, type StateFacts } from './quest-state.ts';
import { levelOfEarned, memberLevel, nextLevelAt } from '../shared/levels.ts';

const now = new Date('2026-11-25T12:00:00Z');
const hour = 3_600_000;
const base: StateFacts = {
  now,
  startsAt: new Date(now.getTime() - hour),
  endsAt: new Date(now.getTime() + hour),
  winnerLimit: null,
  winnerCount: 0,
  minLevel: 0,
  member: { level: 1, hasClaimed: false, conditions: [{ done: false, started: false }] },
};
const withMember = (member: Partial<NonNullable<StateFacts['member']>>): StateFacts => ({
  ...base,
  member: { ...base.member!, ...member },
});

describe('questState', () => {
  it('walks available → inProgress → claimable → claimed', () => {
    expect(questState(base).state).toBe('available');
    expect(questState(withMember({ conditions: [{ done: false, started: true }] })).state).toBe(
      'inProgress',
    );
    expect(
      questState(
        withMember({
          conditions: [
            { done: true, started: true },
            { done: false, started: false },
          ],
        }),
      ).state,
    ).toBe('inProgress');
    expect(questState(withMember({ conditions: [{ done: true, started: true }] })).state).toBe(
      'claimable',
    );
    expect(questState(withMember({ conditions: [] })).state).toBe('claimable');
    expect(questState(withMember({ hasClaimed: true })).state).toBe('claimed');
  });

  it('locks for visitors, before the start and below the level, saying why', () => {
    expect(questState({ ...base, member: null })).toEqual({
      state: 'locked',
      lockReason: { kind: 'signIn' },
      expiredBecause: null,
    });
    const later = new Date(now.getTime() + 2 * hour);
    expect(questState({ ...base, startsAt: later, endsAt: null }).lockReason).toEqual({
      kind: 'notOpen',
      opensAt: later.toISOString(),
    });
    expect(questState({ ...base, minLevel: 3 }).lockReason).toEqual({ kind: 'level', level: 3 });
  });

  it('expires when ended or full, for visitors too, unless this member already claimed', () => {
    const ended = { ...base, endsAt: now };
    expect(questState(ended)).toMatchObject({ state: 'expired', expiredBecause: 'ended' });
    expect(questState({ ...ended, member: null }).state).toBe('expired');
    const full = { ...base, winnerLimit: 5, winnerCount: 5 };
    expect(questState(full)).toMatchObject({ state: 'expired', expiredBecause: 'full' });
    expect(questState({ ...full, member: null }).state).toBe('expired');
    expect(questState({ ...full, member: { ...base.member!, hasClaimed: true } }).state).toBe(
      'claimed',
    );
    expect(questState({ ...base, winnerLimit: 5, winnerCount: 4 }).state).toBe('available');
  });
});

describe('levels', () => {
  it('follow points ever earned, never below the stored level', () => {
    expect(levelOfEarned(0n)).toBe(0);
    expect(levelOfEarned(299n)).toBe(0);
    expect(levelOfEarned(300n)).toBe(1);
    expect(levelOfEarned(1_280n)).toBe(2);
    expect(levelOfEarned(8_000n)).toBe(4);
    expect(levelOfEarned(10n ** 15n)).toBe(4);
    expect(memberLevel(3, 100n)).toBe(3);
    expect(memberLevel(1, 3_000n)).toBe(3);
    expect(nextLevelAt(2)).toBe(3_000n);
    expect(nextLevelAt(4)).toBeNull();
  });
});
