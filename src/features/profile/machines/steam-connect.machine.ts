/**
 * Steam connect and disconnect on /profile (issue 15 item 2; decision 040; docs/product/profile.md "Steam connect
 * and disconnect popups", §9 "Steam connection reward: 100 reward points").
 * Top-level states: arriving → idle | redeeming; idle → connectPrompt → starting → leaving;
 * redeeming → connected | connectFailed; idle → disconnectConfirm → disconnecting → idle;
 * signInRequired.
 * Connect: idle → (connect.open) connectPrompt → (connect.confirm) starting → leaving: the browser
 * goes to Steam's OpenID 2.0 sign-in. Steam sends it back through the entry redirect to
 * /profile?code=…&codeType=steam, where a new run starts in redeeming: the platform checks the
 * code (bound to this member's sign-in) → connected (the receipt, +100 points the first time) or
 * connectFailed (refused, cancelled, replayed, linked to another member, offline…). Try again
 * resends the same code (never paid twice); Connect again starts a new sign-in.
 * Disconnect: idle → (disconnect.open) disconnectConfirm → disconnecting → idle.
 * A session that ended mid-flow → signInRequired (back to /profile, with the code kept).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { SteamConnectReceipt, SteamConnectStart } from '../api/schemas/steam';
import { steamApi } from '../api/steam-api';
import { errorOf } from '../../../shared/machines/actor-error';
import type { FormError } from '../../../shared/machines/form-error';
import {
  flowErrorFrom,
  hasSessionEnded,
  type FlowErrorTable,
} from '../../../shared/machines/flow-errors';

/** The errors show in the popups, so the request helper's notice is suppressed. */
export const startConnectActor = fromPromise<SteamConnectStart>(() =>
  steamApi.start({ suppressNotice: true }),
);
export const redeemCodeActor = fromPromise<SteamConnectReceipt, { code: string }>(({ input }) =>
  steamApi.connect(input.code, { suppressNotice: true }),
);
export const disconnectActor = fromPromise<{ connected: false }>(() =>
  steamApi.disconnect({ suppressNotice: true }),
);

export type SteamConnectContext = {
  /** The one-time code of Steam's return (from the address), or null. */
  code: string | null;
  receipt: SteamConnectReceipt | null;
  error: FormError | null;
};

export type SteamConnectInput = { code?: string | null };

export type SteamConnectEvent =
  | { type: 'connect.open' }
  | { type: 'connect.confirm' }
  | { type: 'connect.cancel' }
  | { type: 'connect.retry' }
  | { type: 'connect.close' }
  | { type: 'disconnect.open' }
  | { type: 'disconnect.confirm' }
  | { type: 'disconnect.cancel' }
  | { type: 'receipt.close' };

/**
 * Offline: its own sentence (nothing was linked); a Steam refusal: its translated sentence
 * (errors.status.Steam*: cancelled, refused, replayed, linked to another member…).
 */
const STEAM_ERRORS: FlowErrorTable = { offline: 'steam.errors.offline' };

export const steamConnectMachine = setup({
  types: {
    context: {} as SteamConnectContext,
    events: {} as SteamConnectEvent,
    input: {} as SteamConnectInput,
  },
  actors: {
    startConnect: startConnectActor,
    redeemCode: redeemCodeActor,
    disconnect: disconnectActor,
  },
  guards: {
    hasCode: ({ context }) => context.code !== null,
    hasSessionEnded: ({ event }) => hasSessionEnded(errorOf(event)),
    isRetryable: ({ context }) => context.error?.retryable === true,
  },
  actions: {
    keepReceipt: assign((_, params: { receipt: SteamConnectReceipt }) => ({
      receipt: params.receipt,
      error: null,
    })),
    showError: assign({ error: ({ event }) => flowErrorFrom(errorOf(event), STEAM_ERRORS) }),
    clearError: assign({ error: null }),
    forgetCode: assign({ code: null }),
    // The receipt stands for "linked in this visit": gone once the account is unlinked.
    forgetReceipt: assign({ receipt: null }),
    // Provided by the page: the browser goes to Steam's sign-in (a full page load).
    goToSteam: () => {},
    // Provided by the page: code and codeType leave the address (a reload redeems nothing).
    cleanAddress: () => {},
    // Provided by the page: the link, points and member data are read again.
    announceLink: () => {},
  },
}).createMachine({
  id: 'steamConnect',
  initial: 'arriving',
  context: ({ input }) => ({ code: input.code ?? null, receipt: null, error: null }),
  states: {
    arriving: {
      description:
        'The profile opens: back from Steam with a code, it is redeemed at once; otherwise the Steam card waits.',
      always: [
        { description: '1. The address carries a code', guard: 'hasCode', target: 'redeeming' },
        { description: 'otherwise: an ordinary visit', target: 'idle' },
      ],
    },
    idle: {
      description:
        'The Steam card shows the linked account with Disconnect, or "Connect Steam (+100 reward points)" while no Steam account is linked.',
      on: {
        'connect.open': {
          description: 'Tap “Connect Steam”',
          target: 'connectPrompt',
          actions: ['clearError'],
        },
        'disconnect.open': {
          description: 'Tap “Disconnect Steam”',
          target: 'disconnectConfirm',
          actions: ['clearError'],
        },
      },
    },
    connectPrompt: {
      description:
        'The Steam connect popup: link a Steam account by signing in on Steam, 100 reward points for the first link. Connect goes on; Cancel closes it. A failed start shows its translated reason here.',
      on: {
        'connect.confirm': {
          description: 'Tap “Go to Steam”',
          target: 'starting',
          actions: ['clearError'],
        },
        'connect.cancel': { description: 'Tap “Cancel”', target: 'idle', actions: ['clearError'] },
      },
    },
    starting: {
      description:
        "The platform opens a sign-in attempt and answers Steam's sign-in address; the button shows progress.",
      invoke: {
        id: 'startConnect',
        src: 'startConnect',
        onDone: {
          description: "Steam's sign-in address is ready",
          target: 'leaving',
          actions: ['goToSteam'],
        },
        onError: [
          {
            description: '1. Starting the connect fails — the session has ended',
            guard: 'hasSessionEnded',
            target: 'signInRequired',
          },
          {
            description: 'otherwise: starting the connect fails',
            target: 'connectPrompt',
            actions: ['showError'],
          },
        ],
      },
    },
    leaving: {
      description:
        "The browser is on its way to Steam's sign-in page (the stand-in's locally); Steam sends it back to /profile with a code.",
    },
    redeeming: {
      description:
        "Back from Steam: the platform checks the code against this member's sign-in and the assertion Steam confirmed, links the account and pays the reward once. The popup shows progress.",
      invoke: {
        id: 'redeemCode',
        src: 'redeemCode',
        input: ({ context }) => ({ code: context.code! }),
        onDone: {
          description: 'Steam is linked and 100 points paid',
          target: 'connected',
          actions: [
            { type: 'keepReceipt', params: ({ event }) => ({ receipt: event.output }) },
            'cleanAddress',
            'announceLink',
          ],
        },
        onError: [
          {
            description: "1. Redeeming Steam's code fails — the session has ended",
            guard: 'hasSessionEnded',
            target: 'signInRequired',
          },
          {
            description: "otherwise: redeeming Steam's code fails",
            target: 'connectFailed',
            actions: ['showError'],
          },
        ],
      },
    },
    connected: {
      description:
        'The receipt: the Steam account linked and +100 reward points with the balance after, or "linked; the reward was earned before". Done closes it.',
      on: {
        'receipt.close': { description: 'Tap “Done”', target: 'idle', actions: ['forgetCode'] },
      },
    },
    connectFailed: {
      description:
        "The link did not happen: the translated reason shows (Steam cancelled or did not confirm the sign-in, the answer was already used, the account is another member's, the code expired, offline, a server fault). Try again resends the same code when worth it; Connect again starts a new sign-in; Close leaves it.",
      on: {
        'connect.retry': {
          description: 'Tap “Try again” — it can be tried again',
          guard: 'isRetryable',
          target: 'redeeming',
          actions: ['clearError'],
        },
        'connect.confirm': {
          description: 'Tap “Go to Steam”',
          target: 'starting',
          actions: ['clearError', 'forgetCode', 'cleanAddress'],
        },
        'connect.close': {
          description: 'Tap “Close”',
          target: 'idle',
          actions: ['clearError', 'forgetCode', 'cleanAddress'],
        },
      },
    },
    disconnectConfirm: {
      description:
        'The Steam disconnect popup asks first: unlink this Steam account? Linking again later earns no more points. A failed disconnect shows its reason here.',
      on: {
        'disconnect.confirm': {
          description: 'Tap “Disconnect”',
          target: 'disconnecting',
          actions: ['clearError'],
        },
        'disconnect.cancel': {
          description: 'Tap “Keep it”',
          target: 'idle',
          actions: ['clearError'],
        },
      },
    },
    disconnecting: {
      description: 'The platform unlinks the Steam account; the button shows progress.',
      invoke: {
        id: 'disconnect',
        src: 'disconnect',
        onDone: {
          description: 'Steam is unlinked — “Connect Steam” shows again',
          target: 'idle',
          actions: ['forgetReceipt', 'announceLink'],
        },
        onError: [
          {
            description: '1. Disconnecting fails — the session has ended',
            guard: 'hasSessionEnded',
            target: 'signInRequired',
          },
          {
            description: 'otherwise: disconnecting fails',
            target: 'disconnectConfirm',
            actions: ['showError'],
          },
        ],
      },
    },
    signInRequired: {
      description:
        'The session ended before anything was linked or unlinked. The member signs in and comes back to /profile, with the Steam code kept when there was one (a new visit: this flow ends here).',
    },
  },
});
