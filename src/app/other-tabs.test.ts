// The stored login is shared by every tab: this tab follows another tab's sign-out and sign-in.
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { persistence, type LoginInfo } from '../shared/machines/persistence';
import { sessionMachine } from '../shared/machines/session.machine';
import { followOtherTabs } from './other-tabs';

const ALICE: LoginInfo = { access_token: 'a1', uid: '7', token: 't1', showStep: false };
const BOB: LoginInfo = { access_token: 'b1', uid: '8', token: 't2', showStep: false };

function startSession(stored: LoginInfo | null) {
  if (stored) persistence.writeLoginInfo(stored);
  const session = createActor(sessionMachine, {
    input: { urlToken: null, storedLogin: stored },
  }).start();
  const stop = followOtherTabs(session);
  return { session, stop };
}

/** What the browser does in this tab when another tab writes or removes the login. */
function otherTab(write: LoginInfo | null, key: string | null = 'loginInfo') {
  if (write) persistence.writeLoginInfo(write);
  else persistence.removeLoginInfo();
  window.dispatchEvent(new StorageEvent('storage', { key }));
}

afterEach(() => localStorage.clear());

describe('followOtherTabs', () => {
  it('signs out when another tab logs out, without touching storage', () => {
    const { session, stop } = startSession(ALICE);
    otherTab(null);
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
    stop();
  });

  it('signs in when another tab signs in, and keeps that login stored', () => {
    const { session, stop } = startSession(null);
    otherTab(BOB);
    expect(session.getSnapshot().context.loginInfo).toEqual(BOB);
    expect(persistence.readLoginInfo()).toEqual(BOB);
    stop();
  });

  it('switches to the member another tab signed in as, leaving their login stored', () => {
    const { session, stop } = startSession(ALICE);
    otherTab(BOB);
    expect(session.getSnapshot().matches('signedIn')).toBe(true);
    expect(session.getSnapshot().context.loginInfo).toEqual(BOB);
    expect(persistence.readLoginInfo()).toEqual(BOB);
    stop();
  });

  it('follows a storage cleared in another tab (key null), and ignores other keys', () => {
    const { session, stop } = startSession(ALICE);
    persistence.removeLoginInfo();
    window.dispatchEvent(new StorageEvent('storage', { key: 'lang' }));
    expect(session.getSnapshot().matches('signedIn')).toBe(true);
    otherTab(null, null);
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
    stop();
  });

  it('does nothing once the session actor has stopped, or after stop()', () => {
    const { session, stop } = startSession(ALICE);
    stop();
    otherTab(null);
    expect(session.getSnapshot().matches('signedIn')).toBe(true);
    const second = startSession(ALICE);
    second.session.stop();
    expect(() => otherTab(null)).not.toThrow();
    second.stop();
  });
});
