// The dev inspector never sees a secret: a real sign-in, drawn through the real machines, is
// watched through the redacting wrapper and the Stately browser inspector (not started: its
// `send` option captures what would be posted to the inspector window).
import type { StatelyInspectionEvent } from '@statelyai/inspect';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type InspectionEvent } from 'xstate';
import { entryRedirectMachine } from '../features/account/machines/entry-redirect.machine';
import { sessionMachine } from '../shared/machines/session.machine';
import { signInMachine } from '../features/account/machines/sign-in.machine';
import type { LoginResult } from '../shared/api/schemas/member';
import type { LoginInfo } from '../shared/machines/persistence';
import {
  createRedactingInspector,
  createRedactor,
  createStatelyInspector,
  REDACTED,
} from './inspector';

const URL_TOKEN = 'urltok-7f3a9c2e51';
const PASSWORD = 'p@ss.w0rd(Zq9)+';
const ACCESS_TOKEN = 'acc-4b1d9e7a0c33';
const SESSION_TOKEN = 'ses-9e0f12ab77cd';
const AUTH_CODE = 'authcode-5521ab';
const SECRETS = [URL_TOKEN, PASSWORD, ACCESS_TOKEN, SESSION_TOKEN, AUTH_CODE];
const EMAIL = 'member@example.com';

/** Lets the inspector's deferred work (requestIdleCallback / requestAnimationFrame) run. */
async function flushInspector(): Promise<void> {
  for (let frame = 0; frame < 3; frame += 1) {
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
}

function expectNoSecret(text: string): void {
  for (const secret of SECRETS) {
    expect(text).not.toContain(secret);
    expect(text).not.toContain(encodeURIComponent(secret));
  }
  expect(text).toContain(REDACTED);
}

/** Everything an inspector could read from a wrapped event, its actor refs' snapshots included. */
function readable(event: InspectionEvent): unknown {
  const ref = event.actorRef as unknown as { getSnapshot(): unknown; logic: { config: unknown } };
  return { event, actorSnapshot: ref.getSnapshot(), definition: ref.logic.config };
}

async function signInWhileInspected(inspect: (event: InspectionEvent) => void) {
  // Only the fields this test is about; the rest of the schema does not matter here.
  const loginResult = {
    access_token: ACCESS_TOKEN,
    uid: '42',
    token: SESSION_TOKEN,
  } as LoginResult;
  const loginResultBefore = structuredClone(loginResult);
  const loginFailure = Object.assign(
    new Error(`POST /api/login?password=${encodeURIComponent(PASSWORD)} failed`),
    {
      messageKey: 'errors.generic',
      request: `Authorization: Bearer ${ACCESS_TOKEN}`,
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    },
  );
  const handedOver: Array<{ type: 'session.signIn'; loginInfo: LoginInfo }> = [];

  // Entry redirect: an auth code in the address (docs/product/app.md).
  createActor(entryRedirectMachine, { input: { search: `?code=${AUTH_CODE}` }, inspect })
    .start()
    .stop();

  // Session: a `_token` in the address, then expiry, so the sign-in page can hand a login over.
  const session = createActor(
    sessionMachine.provide({
      actions: {
        stripUrlToken: () => {},
        navigateToLogin: () => {},
        clearLoading: () => {},
        clearMemberCache: () => {},
      },
      actors: {
        logout: fromPromise<unknown, { token: string }>(async () => ({
          echoed: `/api/logout?_token=${SESSION_TOKEN}`,
        })),
      },
    }),
    { inspect, input: { urlToken: URL_TOKEN, storedLogin: null } },
  ).start();
  session.send({ type: 'session.expire' });

  let attempts = 0;
  const signIn = createActor(
    signInMachine.provide({
      actors: {
        signIn: fromPromise<LoginResult, { email: string; password: string }>(async () => {
          attempts += 1;
          if (attempts === 1) throw loginFailure;
          return loginResult;
        }),
      },
      actions: {
        // As the sign-in page does: the login goes to the session.
        completeSignIn: (_, { result }) => {
          const { access_token, uid, token } = result;
          const loginInfo = { access_token, uid, token, showStep: false };
          const event = { type: 'session.signIn' as const, loginInfo };
          handedOver.push(event);
          session.send(event);
        },
      },
    }),
    { inspect, input: {} },
  ).start();

  signIn.send({ type: 'field.change', field: 'email', value: EMAIL });
  // Typed one key at a time, as the member does.
  for (let length = 1; length <= PASSWORD.length; length += 1) {
    signIn.send({ type: 'field.change', field: 'password', value: PASSWORD.slice(0, length) });
  }
  signIn.send({ type: 'form.submit' });
  await waitFor(signIn, (s) => s.matches('editing') && s.context.submitError !== null);
  signIn.send({ type: 'form.submit' });
  await waitFor(signIn, (s) => s.status === 'done');

  // And out again: logout sends the session token.
  session.send({ type: 'logout.request' });
  session.send({ type: 'logout.confirm' });
  await waitFor(session, (s) => s.matches('signedOut'));

  return { session, signIn, loginResult, loginResultBefore, loginFailure, handedOver };
}

describe('the dev inspector', () => {
  it('sends the inspector no secret from a whole sign-in, and changes nothing in the app', async () => {
    const posted: StatelyInspectionEvent[] = [];
    const toInspector = createStatelyInspector({
      autoStart: false,
      send: (event) => posted.push(event),
    });
    const observed: InspectionEvent[] = [];
    const toCapture = createRedactingInspector((event) => observed.push(event));

    const run = await signInWhileInspected((event) => {
      toInspector.next?.(event);
      toCapture.next?.(event);
    });
    await flushInspector();

    // What would be posted to the inspector window.
    const postedText = JSON.stringify(posted);
    expectNoSecret(postedText);
    // ...and it is still worth looking at.
    expect(postedText).toContain(EMAIL);
    expect(
      posted.some(
        (e) =>
          e.type === '@xstate.actor' && e.name === 'signIn' && e.definition?.includes('submitting'),
      ),
    ).toBe(true);
    expect(
      posted.some(
        (e) =>
          e.type === '@xstate.snapshot' && (e.snapshot as { value?: unknown }).value === 'signedIn',
      ),
    ).toBe(true);
    const eventTypes = new Set(
      posted.flatMap((e) => (e.type === '@xstate.actor' ? [] : [e.event.type])),
    );
    for (const type of [
      'field.change',
      'form.submit',
      'xstate.done.actor.signIn',
      'session.signIn',
      'logout.confirm',
    ]) {
      expect(eventTypes.has(type), type).toBe(true);
    }

    // What the wrapper hands any observer: events, the snapshots its refs give, definitions.
    const observedText = JSON.stringify(observed.map(readable), (_key, value: unknown) =>
      typeof value === 'function' ? `[function ${value.name}]` : value,
    );
    expectNoSecret(observedText);
    expect(new Set(observed.map((e) => e.type))).toEqual(
      new Set([
        '@xstate.actor',
        '@xstate.event',
        '@xstate.snapshot',
        '@xstate.action',
        '@xstate.microstep',
      ]),
    );

    // The app kept its own data.
    expect(run.signIn.getSnapshot().context.password).toBe(PASSWORD);
    expect(run.loginResult).toEqual(run.loginResultBefore);
    expect(run.handedOver[0]?.loginInfo).toEqual({
      access_token: ACCESS_TOKEN,
      uid: '42',
      token: SESSION_TOKEN,
      showStep: false,
    });
    expect(run.loginFailure.request).toBe(`Authorization: Bearer ${ACCESS_TOKEN}`);
    expect(run.loginFailure.message).toContain(encodeURIComponent(PASSWORD));
    expect(run.session.getSnapshot().context.loginInfo).toBeNull();
  });
});

describe('createRedactor', () => {
  const deepFreeze = <T>(value: T): T => {
    if (value && typeof value === 'object') {
      Object.values(value).forEach(deepFreeze);
      Object.freeze(value);
    }
    return value;
  };

  it('redacts secret keys at any depth and masks secrets inside strings, leaving the original as it was', () => {
    const original = deepFreeze({
      loginInfo: { access_token: ACCESS_TOKEN, token: SESSION_TOKEN, uid: '42' },
      _token: URL_TOKEN,
      headers: [{ Authorization: `Bearer ${ACCESS_TOKEN}` }],
      verificationCode: 123456,
      client_secret: { nested: 'anything' },
      form: { field: 'password', value: PASSWORD },
      address: `https://example.test/home?lang=en&_token=${URL_TOKEN}&code=${AUTH_CODE}#top`,
      note: `{"password":"${PASSWORD}","email":"${EMAIL}"}`,
      later: `the old token was ${SESSION_TOKEN}`,
      email: EMAIL,
      urlToken: null,
    });
    const before = structuredClone(original);

    const redacted = createRedactor().data(original);

    expect(redacted).toEqual({
      loginInfo: { access_token: REDACTED, token: REDACTED, uid: '42' },
      _token: REDACTED,
      headers: [{ Authorization: REDACTED }],
      verificationCode: REDACTED,
      client_secret: REDACTED,
      form: { field: 'password', value: REDACTED },
      address: `https://example.test/home?lang=en&_token=${REDACTED}&code=${REDACTED}#top`,
      note: `{"password":"${REDACTED}","email":"${EMAIL}"}`,
      later: `the old token was ${REDACTED}`,
      email: EMAIL,
      urlToken: null,
    });
    expect(original).toEqual(before);
  });

  it('copes with cycles, errors, maps and class instances', () => {
    const cyclic: Record<string, unknown> = { name: 'loop', password: PASSWORD };
    cyclic.self = cyclic;
    const error = Object.assign(new Error(`failed with ${PASSWORD}`), { code: AUTH_CODE });

    const redacted = createRedactor().data({
      cyclic,
      error,
      map: new Map([['token', ACCESS_TOKEN]]),
    });

    expect(redacted.cyclic).toEqual({ name: 'loop', password: REDACTED, self: '[circular]' });
    expect(redacted.error).toEqual({
      name: 'Error',
      message: `failed with ${REDACTED}`,
      code: REDACTED,
    });
    expect(redacted.map).toEqual({ token: REDACTED });
    expect(cyclic.self).toBe(cyclic);
  });

  it('keeps the keys of state values (structure) but redacts context (data)', () => {
    const redacted = createRedactor().snapshot({
      status: 'active',
      value: { enteringCode: 'idle' },
      context: { code: AUTH_CODE, codeSentTo: EMAIL },
    });

    expect(redacted).toEqual({
      status: 'active',
      value: { enteringCode: 'idle' },
      context: { code: REDACTED, codeSentTo: REDACTED },
    });
  });
});

describe('createRedactingInspector', () => {
  it('drops an event it cannot read instead of failing the actor or passing it on', () => {
    const target = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unreadable = {
      type: '@xstate.event',
      get event(): never {
        throw new Error('unreadable');
      },
    } as unknown as InspectionEvent;

    expect(() => createRedactingInspector({ next: target }).next?.(unreadable)).not.toThrow();
    expect(target).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
