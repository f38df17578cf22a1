/**
 * Session: whether a member is signed in, the login prompt for visitors, and logout (docs/product/app.md–4).
 * Top-level states: resolving → (checkingUrlToken → keepingLogin?) → signedIn | signedOut.
 * The `_token` URL rule runs in `resolving`, before any request is made: the token leaves the
 * address bar, then the platform says whose it is before it replaces anything (issue 10 item 3).
 */
import { assign, setup } from 'xstate';
import { isUnreachable } from '../api/errors';
import { API_LOGIN_UID } from '../../config/constants';
import { errorOf } from './actor-error';
import { persistence, type LoginInfo } from './persistence';
import { drafts } from './draft-owner';
import {
  checkUrlTokenActor,
  logoutActor,
  type MemberName,
  type UrlTokenCheck,
} from './session.actors';

export type SessionInput = {
  /** `_token` from the address bar at load, if any. */
  urlToken: string | null;
  storedLogin: LoginInfo | null;
};

export type SessionContext = {
  loginInfo: LoginInfo | null;
  /** The address's `_token` until it is used or dropped. */
  urlToken: string | null;
  /** Whom the account-switch question names: the link's member and the signed-in one. */
  accountSwitch: { incoming: MemberName; current: MemberName } | null;
  /**
   * The last session ended without a logout here (a call was refused, or another tab signed out),
   * until someone signs in: a screen reached after that explains why it reads as a visitor's,
   * even when its first read was refused before the screen mounted.
   */
  hasSessionEnded: boolean;
};

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
  | { type: 'loginPrompt.confirm' }
  | { type: 'accountSwitch.continue' }
  | { type: 'accountSwitch.stay' };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: { logout: logoutActor, checkUrlToken: checkUrlTokenActor },
  guards: {
    hasUrlToken: ({ context }) => Boolean(context.urlToken),
    hasStoredApiLogin: ({ context }) => context.loginInfo?.uid === API_LOGIN_UID,
    hasStoredLogin: ({ context }) => context.loginInfo !== null,
    isNobodySignedIn: (_, params: { check: UrlTokenCheck }) => params.check.current === null,
    isSameMember: (_, params: { check: UrlTokenCheck }) =>
      params.check.current?.uid === params.check.incoming.uid,
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
      accountSwitch: null,
    }),
    dropUrlToken: assign({ urlToken: null, accountSwitch: null }),
    rememberAccountSwitch: assign((_, params: { check: UrlTokenCheck }) => ({
      accountSwitch: params.check.current
        ? { incoming: params.check.incoming, current: params.check.current }
        : null,
    })),
    adoptLogin: assign({
      loginInfo: ({ event }) => (event.type === 'session.signIn' ? event.loginInfo : null),
      hasSessionEnded: false,
    }),
    noteSessionEnded: assign({ hasSessionEnded: true }),
    forgetLogin: assign({ loginInfo: null, urlToken: null, accountSwitch: null }),
    persistLogin: ({ context }) => {
      if (context.loginInfo) persistence.writeLoginInfo(context.loginInfo);
    },
    removeStoredLogin: () => persistence.removeLoginInfo(),
    clearSettings: () => persistence.clearSettings(),
    // Drafts belong to one member (draft-owner.ts): whoever signs in claims them, which drops
    // anyone else's; an unknown member keeps none.
    claimDrafts: (_, params: { uid: string | undefined }) => {
      if (params.uid) drafts.claimFor(params.uid);
      else drafts.clearAll();
    },
    clearDrafts: () => drafts.clearAll(),
    // UI effects, provided by the composition root.
    stripUrlToken: () => {},
    navigateToLogin: () => {},
    clearLoading: () => {},
    clearMemberCache: () => {},
    notifyUrlTokenRefused: () => {},
    notifyUrlTokenUnchecked: () => {},
  },
}).createMachine({
  id: 'session',
  initial: 'resolving',
  context: ({ input }) => ({
    loginInfo: input.storedLogin,
    urlToken: input.urlToken,
    accountSwitch: null,
    hasSessionEnded: false,
  }),
  states: {
    resolving: {
      description:
        'Decides who is signed in from the address bar and storage: a _token in the URL leaves it and is checked first; a stored login that came from a URL token is dropped when the URL has none.',
      always: [
        {
          description: '1. The link carries a token',
          guard: 'hasUrlToken',
          target: 'checkingUrlToken',
          actions: ['stripUrlToken'],
        },
        {
          description: '2. An API-only login is stored',
          guard: 'hasStoredApiLogin',
          target: 'signedOut',
          actions: ['forgetLogin', 'removeStoredLogin'],
        },
        {
          description: '3. A login is stored',
          guard: 'hasStoredLogin',
          target: 'signedIn',
          actions: [
            { type: 'claimDrafts', params: ({ context }) => ({ uid: context.loginInfo?.uid }) },
          ],
        },
        { description: 'otherwise: a visitor', target: 'signedOut' },
      ],
    },
    checkingUrlToken: {
      description:
        "The platform is asked whose the link's token is (and whose the stored login is); the app renders once it answers. Nobody signed in: the token signs in. The same member: nothing changes. Another member: the member is asked.",
      invoke: {
        id: 'checkUrlToken',
        src: 'checkUrlToken',
        input: ({ context }) => ({ urlToken: context.urlToken ?? '', current: context.loginInfo }),
        onDone: [
          // The link's login is only "api": its member's own uid owns the drafts.
          {
            description: "1. The link's token is checked — nobody is signed in",
            guard: { type: 'isNobodySignedIn', params: ({ event }) => ({ check: event.output }) },
            target: 'signedIn',
            actions: [
              'adoptUrlToken',
              'persistLogin',
              { type: 'claimDrafts', params: ({ event }) => ({ uid: event.output.incoming.uid }) },
            ],
          },
          {
            description: "2. The link's token is checked — the same member",
            guard: { type: 'isSameMember', params: ({ event }) => ({ check: event.output }) },
            target: 'signedIn',
            actions: [
              'dropUrlToken',
              { type: 'claimDrafts', params: ({ event }) => ({ uid: event.output.incoming.uid }) },
            ],
          },
          {
            description: "otherwise: the link's token is checked",
            target: 'signedIn.confirmingSwitch',
            actions: [
              { type: 'rememberAccountSwitch', params: ({ event }) => ({ check: event.output }) },
              { type: 'claimDrafts', params: ({ event }) => ({ uid: event.output.current?.uid }) },
            ],
          },
        ],
        onError: [
          {
            description: "1. The link's token is refused or unchecked — no connection",
            guard: 'isUnreachable',
            target: 'keepingLogin',
            actions: ['dropUrlToken', 'notifyUrlTokenUnchecked'],
          },
          {
            description: "otherwise: the link's token is refused or unchecked",
            target: 'keepingLogin',
            actions: ['dropUrlToken', 'notifyUrlTokenRefused'],
          },
        ],
      },
    },
    keepingLogin: {
      description:
        'The token was refused or could not be checked: the member is told, and whoever was signed in stays signed in.',
      always: [
        {
          description: '1. A login is stored',
          guard: 'hasStoredLogin',
          target: 'signedIn',
          actions: [
            { type: 'claimDrafts', params: ({ context }) => ({ uid: context.loginInfo?.uid }) },
          ],
        },
        { description: 'otherwise: a visitor', target: 'signedOut' },
      ],
    },
    signedIn: {
      description:
        "A login is stored; calls that need it carry its bearer token. The member's drafts stay when the session expires (they are on their way back through sign-in; another member signing in drops them) and are dropped when it ends in another tab.",
      initial: 'idle',
      on: {
        'session.expire': {
          description: 'The session ends (the platform refuses a call)',
          target: 'signedOut',
          actions: [
            'forgetLogin',
            'noteSessionEnded',
            'removeStoredLogin',
            'clearLoading',
            'clearMemberCache',
          ],
        },
        // Storage is shared by every tab: this tab only forgets; removing would undo the other
        // tab's new login.
        'session.endedElsewhere': {
          description: 'Logged out or switched in another tab',
          target: 'signedOut',
          actions: [
            'forgetLogin',
            'noteSessionEnded',
            'clearLoading',
            'clearMemberCache',
            'clearDrafts',
          ],
        },
      },
      states: {
        idle: {
          description: 'Signed in, no logout confirmation open; the nav shows the exit entry.',
          on: {
            'logout.request': {
              description: 'Tap “Log out” in the bottom nav',
              target: 'confirmingLogout',
            },
          },
        },
        confirmingSwitch: {
          description:
            "A link signs in another member: the popup asks to continue as the link's member or stay as the signed-in one.",
          on: {
            'accountSwitch.continue': {
              description: "Tap “Continue as …” — the link's member is signed in instead",
              target: 'idle',
              actions: [
                'clearDrafts',
                {
                  type: 'claimDrafts',
                  params: ({ context }) => ({ uid: context.accountSwitch?.incoming.uid }),
                },
                'adoptUrlToken',
                'persistLogin',
                'clearMemberCache',
              ],
            },
            'accountSwitch.stay': {
              description:
                "Tap “Stay as …” — the signed-in member stays, the link's sign-in is dropped",
              target: 'idle',
              actions: ['dropUrlToken'],
            },
          },
        },
        confirmingLogout: {
          description: 'The logout confirmation popup is open.',
          on: {
            'logout.cancel': { description: 'Tap “Cancel” — stay signed in', target: 'idle' },
            'logout.confirm': { description: 'Tap “Log out” to confirm', target: 'loggingOut' },
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
              description: 'The logout is confirmed',
              target: '#session.signedOut',
              actions: [
                'forgetLogin',
                'removeStoredLogin',
                'clearSettings',
                'clearMemberCache',
                'clearDrafts',
                'navigateToLogin',
              ],
            },
            onError: [
              {
                description: '1. The logout call fails — no connection',
                guard: 'isUnreachable',
                target: '#session.signedOut',
                actions: [
                  'forgetLogin',
                  'removeStoredLogin',
                  'clearSettings',
                  'clearMemberCache',
                  'clearDrafts',
                  'navigateToLogin',
                ],
              },
              { description: 'otherwise: the logout call fails', target: 'idle' },
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
            'loginPrompt.open': { description: 'Tap “Log in”', target: 'promptingLogin' },
            'session.signIn': {
              description: 'The member signs in',
              target: '#session.signedIn',
              actions: [
                'adoptLogin',
                'persistLogin',
                { type: 'claimDrafts', params: ({ event }) => ({ uid: event.loginInfo.uid }) },
              ],
            },
          },
        },
        promptingLogin: {
          description: 'The login popup asks the visitor to sign in.',
          on: {
            'loginPrompt.close': {
              description: 'Tap “Not now” — stay signed out on this page',
              target: 'idle',
            },
            'loginPrompt.confirm': {
              description: 'Tap “Sign in” — go to the sign-in page',
              target: 'idle',
              actions: ['navigateToLogin'],
            },
          },
        },
      },
    },
  },
});
