// The session decides whose the drafts are (issue 28 item 1): logout, an account switch and a
// session ended in another tab drop them; an expiry keeps them for the member's way back, and
// only that member gets them.
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginInfo } from './persistence';
import type { UrlTokenCheck } from './session.actors';
import { sessionDraft } from './session-draft';
import { sessionMachine, type SessionInput } from './session.machine';

const withdraw = sessionDraft('withdraw', (stored) => stored as { address: string });
const TYPED = { address: '0x52908400098527886E0F7030069857D2E4169EE7' };
const loginOf = (uid: string): LoginInfo => ({
  access_token: `a-${uid}`,
  uid,
  token: `t-${uid}`,
  showStep: false,
});
const DEMO = loginOf('10000001');
const LUNA = loginOf('10000002');
const name = (uid: string) => ({ uid, nickname: uid, email: `${uid}@x.test` });

function start(input: SessionInput, check?: UrlTokenCheck) {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        logout: fromPromise<unknown, { token: string }>(async () => undefined),
        checkUrlToken: fromPromise(async () => check!),
      },
    }),
    { input },
  );
  return actor.start();
}

/** The demo member is signed in from storage and types a withdrawal. */
function demoTyping() {
  const session = start({ urlToken: null, storedLogin: DEMO });
  withdraw.save(TYPED);
  return session;
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('session and drafts', () => {
  it('an expiry keeps the draft for the same member signing in again', () => {
    const session = demoTyping();
    session.send({ type: 'session.expire' });
    session.send({ type: 'session.signIn', loginInfo: DEMO });
    expect(withdraw.take()).toEqual(TYPED);
  });

  it('an expiry, then another member signing in: the draft is gone', () => {
    const session = demoTyping();
    session.send({ type: 'session.expire' });
    session.send({ type: 'session.signIn', loginInfo: LUNA });
    expect(withdraw.take()).toBeUndefined();
    session.send({ type: 'session.expire' });
    session.send({ type: 'session.signIn', loginInfo: DEMO });
    expect(withdraw.take()).toBeUndefined();
  });

  it('logout drops the drafts', async () => {
    const session = demoTyping();
    session.send({ type: 'logout.request' });
    session.send({ type: 'logout.confirm' });
    await waitFor(session, (s) => s.matches('signedOut'));
    session.send({ type: 'session.signIn', loginInfo: DEMO });
    expect(withdraw.take()).toBeUndefined();
  });

  it('a session ended in another tab drops the drafts', () => {
    const session = demoTyping();
    session.send({ type: 'session.endedElsewhere' });
    session.send({ type: 'session.signIn', loginInfo: DEMO });
    expect(withdraw.take()).toBeUndefined();
  });

  it("a reload keeps the member's draft; a stored login of another member drops it", () => {
    demoTyping().stop();
    start({ urlToken: null, storedLogin: DEMO }).stop();
    withdraw.save(TYPED);
    start({ urlToken: null, storedLogin: LUNA });
    expect(withdraw.take()).toBeUndefined();
  });

  it('a link that switches the account drops the drafts; Stay keeps them', async () => {
    demoTyping().stop();
    const check = { incoming: name(LUNA.uid), current: name(DEMO.uid) };
    const stay = start({ urlToken: 'T', storedLogin: DEMO }, check);
    await waitFor(stay, (s) => s.matches({ signedIn: 'confirmingSwitch' }));
    stay.send({ type: 'accountSwitch.stay' });
    expect(withdraw.take()).toEqual(TYPED);
    stay.stop();

    withdraw.save(TYPED);
    const go = start({ urlToken: 'T', storedLogin: DEMO }, check);
    await waitFor(go, (s) => s.matches({ signedIn: 'confirmingSwitch' }));
    go.send({ type: 'accountSwitch.continue' });
    expect(withdraw.take()).toBeUndefined();
  });

  it('a link\'s member is known by their own uid, not the login\'s "api"', async () => {
    const first = start(
      { urlToken: 'T', storedLogin: null },
      { incoming: name('1'), current: null },
    );
    await waitFor(first, (s) => s.matches('signedIn'));
    withdraw.save(TYPED);
    first.send({ type: 'session.expire' });
    first.stop();
    const next = start(
      { urlToken: 'U', storedLogin: null },
      { incoming: name('2'), current: null },
    );
    await waitFor(next, (s) => s.matches('signedIn'));
    expect(withdraw.take()).toBeUndefined();
  });
});
