// The draft store: what a member typed is kept for that member only (issue 28 item 1).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drafts } from './draft-owner';
import { recordOf, sessionDraft, textOf } from './session-draft';

const withdraw = sessionDraft('withdraw', (stored) => {
  const value = recordOf(stored);
  return { address: textOf(value.address), amount: textOf(value.amount) };
});
const support = sessionDraft<{ message: string }>('support', (stored) => {
  const message = textOf(recordOf(stored).message);
  return message ? { message } : undefined;
});
const TYPED = { address: '0x52908400098527886E0F7030069857D2E4169EE7', amount: '42' };
const DEMO = '10000001';
const LUNA = '10000002';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('sessionDraft', () => {
  it('gives the draft back once, to the member who typed it', () => {
    drafts.claimFor(DEMO);
    withdraw.save(TYPED);
    expect(sessionStorage.getItem(`gamerhub.draft.${DEMO}.withdraw`)).not.toBeNull();
    expect(withdraw.take()).toEqual(TYPED);
    expect(withdraw.take()).toBeUndefined();
  });

  it("keeps the member's draft on their way back through sign-in (the same member claims again)", () => {
    drafts.claimFor(DEMO);
    withdraw.save(TYPED);
    // The session expired: nothing is cleared; the same member signs in again.
    drafts.claimFor(DEMO);
    expect(withdraw.take()).toEqual(TYPED);
  });

  it("never gives one member's draft to another, and removes it when the other signs in", () => {
    drafts.claimFor(DEMO);
    withdraw.save(TYPED);
    drafts.claimFor(LUNA);
    expect(withdraw.take()).toBeUndefined();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(TYPED.address);
    // Nor does it come back to the demo member afterwards: it left with the switch.
    drafts.claimFor(DEMO);
    expect(withdraw.take()).toBeUndefined();
  });

  it("a visitor's draft is not given to a member who signs in", () => {
    support.save({ message: 'typed while signed out' });
    drafts.claimFor(DEMO);
    expect(support.take()).toBeUndefined();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('typed while signed out');
  });

  it('clearAll removes every draft of every owner, and only drafts', () => {
    drafts.claimFor(DEMO);
    withdraw.save(TYPED);
    sessionStorage.setItem(`gamerhub.draft.${LUNA}.support`, '{"message":"x"}');
    sessionStorage.setItem('chunkReloadAt', '123');
    drafts.clearAll();
    expect(Object.keys({ ...sessionStorage })).toEqual(['chunkReloadAt']);
    // The next to type is a visitor, whose drafts no member gets.
    withdraw.save(TYPED);
    drafts.claimFor(DEMO);
    expect(withdraw.take()).toBeUndefined();
  });

  it('drops drafts kept before they had owners', () => {
    sessionStorage.setItem('gamerhub.withdrawDraft', JSON.stringify(TYPED));
    sessionStorage.setItem('gamerhub.deliveryDraft.7', '{}');
    drafts.claimFor(DEMO);
    expect(Object.keys({ ...sessionStorage })).toEqual(['gamerhub.draftOwner']);
  });

  it('clear removes only this draft of the current member', () => {
    drafts.claimFor(DEMO);
    withdraw.save(TYPED);
    support.save({ message: 'kept' });
    withdraw.clear();
    expect(withdraw.take()).toBeUndefined();
    expect(support.take()).toEqual({ message: 'kept' });
  });

  it('a blocked storage only means nothing is kept', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => drafts.claimFor(DEMO)).not.toThrow();
    expect(() => withdraw.save(TYPED)).not.toThrow();
    expect(withdraw.take()).toBeUndefined();
    expect(() => withdraw.clear()).not.toThrow();
    expect(() => drafts.clearAll()).not.toThrow();
  });
});
