/**
 * Session: whether a member is signed in, the login prompt for visitors, and logout (spec §3–4).
 * Top-level states: resolving → signedIn | signedOut.
 * The `_token` URL rule runs in `resolving`, before any request is made.
 */
import { assign, setup } from 'xstate';
import { isUnreachable } from '../api/errors';
import { API_LOGIN_UID } from '../config/constants';
import { errorOf } from './form-error';
import { persistence, type LoginInfo } from './persistence';
import { logoutActor } from './session.actors';

export type SessionInput = {
  /** `_token` from the address bar at load, if any. */
  urlToken: string | null;
  storedLogin: LoginInfo | null;
};

export type SessionContext = { loginInfo: LoginInfo | null; urlToken: string | null };

export type SessionEvent =
  | { type: 'session.signIn'; loginInfo: LoginInfo }
  | { type: 'session.expire' }
  /** Another tab signed out (or in as someone else): the stored login is already gone or replaced. */
  | { type: 'session.endedElsewhere' }
  | { type: 'logout.request' }
  | { type: 'logout.cancel' }
  | { type: 'logout.confirm' }
  | { type: 'loginPrompt.open' }
  | { type: 'loginPrompt.close' }
  | { type: 'loginPrompt.confirm' };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: { logout: logoutActor },
  guards: {
    hasUrlToken: ({ context }) => Boolean(context.urlToken),
    hasStoredApiLogin: ({ context }) => context.loginInfo?.uid === API_LOGIN_UID,
    hasStoredLogin: ({ context }) => context.loginInfo !== null,
    // The logout call got no answer at all (offline, or the connection failed): see loggingOut.
    isUnreachable: ({ event }) => isUnreachable(errorOf(event)),
  },
  actions: {
    adoptUrlToken: assign({
      loginInfo: ({ context }) => ({
        access_token: context.urlToken ?? '',
        uid: API_LOGIN_UID,
        token: context.urlToken ?? '',
        showStep: false,
      }),
      urlToken: null,
    }),
    adoptLogin: assign({
      loginInfo: ({ event }) => (event.type === 'session.signIn' ? event.loginInfo : null),
    }),
    forgetLogin: assign({ loginInfo: null }),
    persistLogin: ({ context }) => {
      if (context.loginInfo) persistence.writeLoginInfo(context.loginInfo);
    },
    removeStoredLogin: () => persistence.removeLoginInfo(),
    clearSettings: () => persistence.clearSettings(),
    // UI effects, provided by the composition root.
    stripUrlToken: () => {},
    navigateToLogin: () => {},
    clearLoading: () => {},
    clearMemberCache: () => {},
  },
}).createMachine({
  id: 'session',
  initial: 'resolving',
  context: ({ input }) => ({ loginInfo: input.storedLogin, urlToken: input.urlToken }),
  states: {
    resolving: {
      description:
        'Decides who is signed in from the address bar and storage: a _token in the URL wins; a stored login that came from a URL token is dropped when the URL has none.',
      always: [
        {
          guard: 'hasUrlToken',
          target: 'signedIn',
          actions: ['adoptUrlToken', 'persistLogin', 'stripUrlToken'],
        },
        {
          guard: 'hasStoredApiLogin',
          target: 'signedOut',
          actions: ['forgetLogin', 'removeStoredLogin'],
        },
        { guard: 'hasStoredLogin', target: 'signedIn' },
        { target: 'signedOut' },
      ],
    },
    signedIn: {
      description: 'A login is stored; calls that need it carry its bearer token.',
      initial: 'idle',
      on: {
        'session.expire': {
          target: 'signedOut',
          actions: ['forgetLogin', 'removeStoredLogin', 'clearLoading', 'clearMemberCache'],
        },
        // Storage is shared by every tab: this tab only forgets; removing would undo the other
        // tab's new login.
        'session.endedElsewhere': {
          target: 'signedOut',
          actions: ['forgetLogin', 'clearLoading', 'clearMemberCache'],
        },
      },
      states: {
        idle: {
          description: 'Signed in, no logout confirmation open; the nav shows the exit entry.',
          on: { 'logout.request': { target: 'confirmingLogout' } },
        },
        confirmingLogout: {
          description: 'The logout confirmation popup is open.',
          on: {
            'logout.cancel': { target: 'idle' },
            'logout.confirm': { target: 'loggingOut' },
          },
        },
        loggingOut: {
          description:
            'Logout is being sent with the session token; the popup stays open until it answers. With no connection at all the login is still forgotten on this device (nothing is queued for later); a platform that answers with an error only closes the popup.',
          invoke: {
            id: 'logout',
            src: 'logout',
            input: ({ context }) => ({ token: context.loginInfo?.token ?? '' }),
            onDone: {
              target: '#session.signedOut',
              actions: [
                'forgetLogin',
                'removeStoredLogin',
                'clearSettings',
                'clearMemberCache',
                'navigateToLogin',
              ],
            },
            onError: [
              {
                guard: 'isUnreachable',
                target: '#session.signedOut',
                actions: [
                  'forgetLogin',
                  'removeStoredLogin',
                  'clearSettings',
                  'clearMemberCache',
                  'navigateToLogin',
                ],
              },
              { target: 'idle' },
            ],
          },
        },
      },
    },
    signedOut: {
      description:
        'No login is stored: the nav shows the login entry and the bell asks the visitor to sign in.',
      initial: 'idle',
      states: {
        idle: {
          description:
            'Signed out, no prompt open; the sign-in page hands its login over from here.',
          on: {
            'loginPrompt.open': { target: 'promptingLogin' },
            'session.signIn': {
              target: '#session.signedIn',
              actions: ['adoptLogin', 'persistLogin'],
            },
          },
        },
        promptingLogin: {
          description: 'The login popup asks the visitor to sign in.',
          on: {
            'loginPrompt.close': { target: 'idle' },
            'loginPrompt.confirm': { target: 'idle', actions: ['navigateToLogin'] },
          },
        },
      },
    },
  },
});
