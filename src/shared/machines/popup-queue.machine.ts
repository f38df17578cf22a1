/**
 * Popup queue (docs/product/app.md "Welcome popup", issue 10 item 8): one popup at a time, flows first.
 * Top-level states: idle → waiting ⇄ showing → idle.
 * An info popup (today the welcome popup after a first sign-in) waits while an account flow is on
 * screen (the route table's `flow` rows: the game consent screen, sign-in, sign-up, email change…)
 * or a session dialog is open (logout question, login prompt, account switch), and shows once the
 * member has left the flow and the dialog is closed. If a flow or a dialog comes back while it
 * shows, it steps back and waits again. What is on screen arrives as events, so the machine knows
 * nothing of routes or dialogs; the late shell's chunk (src/app/shell/popup-queue.tsx) sends them.
 */
import { assign, setup } from 'xstate';

export type InfoPopup = 'welcome';

export type PopupQueueContext = {
  /** The info popup waiting or on screen, or null. */
  popup: InfoPopup | null;
  isFlowOnScreen: boolean;
  isSessionDialogOpen: boolean;
};

export type PopupQueueEvent =
  | { type: 'popup.request'; popup: InfoPopup }
  | { type: 'popup.dismiss' }
  | { type: 'flow.enter' }
  | { type: 'flow.leave' }
  | { type: 'sessionDialog.open' }
  | { type: 'sessionDialog.close' };

export const popupQueueMachine = setup({
  types: {
    context: {} as PopupQueueContext,
    events: {} as PopupQueueEvent,
    input: {} as { isFlowOnScreen: boolean; isSessionDialogOpen: boolean },
  },
  guards: {
    isScreenFree: ({ context }) => !context.isFlowOnScreen && !context.isSessionDialogOpen,
    isSessionDialogClosed: ({ context }) => !context.isSessionDialogOpen,
    isFlowOffScreen: ({ context }) => !context.isFlowOnScreen,
  },
  actions: {
    rememberPopup: assign({
      popup: ({ event }) => (event.type === 'popup.request' ? event.popup : null),
    }),
    forgetPopup: assign({ popup: null }),
    markFlowEntered: assign({ isFlowOnScreen: true }),
    markFlowLeft: assign({ isFlowOnScreen: false }),
    markSessionDialogOpen: assign({ isSessionDialogOpen: true }),
    markSessionDialogClosed: assign({ isSessionDialogOpen: false }),
  },
}).createMachine({
  id: 'popupQueue',
  initial: 'idle',
  context: ({ input }) => ({
    popup: null,
    isFlowOnScreen: input.isFlowOnScreen,
    isSessionDialogOpen: input.isSessionDialogOpen,
  }),
  // What is on screen is tracked in every state; waiting and showing also act on it.
  on: {
    'flow.enter': { description: 'Open an account flow', actions: ['markFlowEntered'] },
    'flow.leave': { description: 'Leave the account flow', actions: ['markFlowLeft'] },
    'sessionDialog.open': {
      description: 'The logout question opens',
      actions: ['markSessionDialogOpen'],
    },
    'sessionDialog.close': {
      description: 'The logout question closes',
      actions: ['markSessionDialogClosed'],
    },
  },
  states: {
    idle: {
      description: 'No info popup is waiting or on screen; session dialogs come and go freely.',
      on: {
        'popup.request': [
          {
            description: '1. The welcome popup is asked for — nothing else shows',
            guard: 'isScreenFree',
            target: 'showing',
            actions: ['rememberPopup'],
          },
          {
            description: 'otherwise: the welcome popup is asked for',
            target: 'waiting',
            actions: ['rememberPopup'],
          },
        ],
      },
    },
    waiting: {
      description:
        'An info popup waits, hidden, until the member leaves the flow on screen and no session dialog is open.',
      on: {
        'flow.leave': [
          {
            description: '1. Leave the account flow — no logout question shows',
            guard: 'isSessionDialogClosed',
            target: 'showing',
            actions: ['markFlowLeft'],
          },
          {
            description: 'otherwise: leave the account flow, the popup keeps waiting',
            actions: ['markFlowLeft'],
          },
        ],
        'sessionDialog.close': [
          {
            description: '1. The logout question closes — no account flow shows',
            guard: 'isFlowOffScreen',
            target: 'showing',
            actions: ['markSessionDialogClosed'],
          },
          {
            description: 'otherwise: the logout question closes, the popup keeps waiting',
            actions: ['markSessionDialogClosed'],
          },
        ],
      },
    },
    showing: {
      description:
        'The info popup is on screen, the only popup; a flow or session dialog that comes back sends it back to wait.',
      on: {
        'popup.dismiss': {
          description: "Tap “Let's go” — the welcome popup closes, nothing waits any more",
          target: 'idle',
          actions: ['forgetPopup'],
        },
        'flow.enter': {
          description: 'Open an account flow',
          target: 'waiting',
          actions: ['markFlowEntered'],
        },
        'sessionDialog.open': {
          description: 'The logout question opens',
          target: 'waiting',
          actions: ['markSessionDialogOpen'],
        },
      },
    },
  },
});
