import { describe, expect, it } from 'vitest';
import { emailKey, inviteeState, type InviteeFacts } from './invite-rewards.ts';

const facts = (over: Partial<InviteeFacts>): InviteeFacts => ({
  rewarded: false,
  status: 'Actived',
  ownMailbox: false,
  mailboxUsed: false,
  hasQuestClaim: true,
  ...over,
});

describe('the invite reward rule (decision 039)', () => {
  it('one mailbox: case does not matter and a +tag is dropped', () => {
    expect(emailKey('Ann.Lee+games@Example.TEST')).toBe('ann.lee@example.test');
    expect(emailKey('ann@x.test')).toBe('ann@x.test');
    expect(emailKey('a+b+c@x.test')).toBe('a@x.test');
  });

  it('claimed, then never payable, then not qualified yet, then claimable', () => {
    expect(inviteeState(facts({}))).toBe('claimable');
    expect(inviteeState(facts({ rewarded: true, status: 'Close' }))).toBe('claimed');
    expect(inviteeState(facts({ ownMailbox: true }))).toBe('ineligible');
    expect(inviteeState(facts({ mailboxUsed: true, hasQuestClaim: false }))).toBe('ineligible');
    for (const status of ['Frozen', 'Close', 'Black'])
      expect(inviteeState(facts({ status }))).toBe('ineligible');
    expect(inviteeState(facts({ status: 'WaitActive' }))).toBe('pending');
    expect(inviteeState(facts({ hasQuestClaim: false }))).toBe('pending');
  });
});
