/**
 * Open a lootbox (issue 12; decision 028).
 * Top-level states: idle, signInToOpen, notEnough, confirming, opening, revealing, opened, failed,
 * sessionEnded. idle → confirming → opening → revealing → opened; opening → failed | sessionEnded;
 * idle → signInToOpen (a visitor) | notEnough (the known balance cannot pay).
 * The result is drawn and recorded by the server (node:crypto) before any animation: `revealing`
 * only shows what the receipt already says. Each confirmation makes a new open key; "Try again"
 * sends the same key, so a retry returns the first result and is never charged twice. A session
 * that ends mid-open sends the member through sign-in and back to this box (`hasOpenIntent`).
 */
import { assign, fromPromise, setup } from 'xstate';
import { lootboxApi } from '../api/lootbox-api';
import { chestNameProblem } from '../api/schemas/chest-name';
import type { OpenReceipt } from '../api/schemas/lootbox';
import { errorOf } from '../../../shared/machines/actor-error';
import {
  flowErrorFrom,
  hasSessionEnded,
  type FlowErrorTable,
} from '../../../shared/machines/flow-errors';
import { formErrorOf, type FormError } from '../../../shared/machines/form-error';

export type OpenRequest = { lootboxId: number; openKey: string; chestName?: string };

/** The open itself: its error shows in the open dialog, so the helper's notice is suppressed. */
export const openLootboxActor = fromPromise<OpenReceipt, OpenRequest>(({ input }) =>
  lootboxApi.open(input, { suppressNotice: true }),
);

/** This flow's key prefix (crypto.randomUUID: unguessable); each confirmation appends its number. */
export const newKeyPrefix = (): string => crypto.randomUUID();

export type LootboxOpenInput = {
  lootboxId: number;
  /** Whole points, as the list said. */
  cost: string;
  /** The member's points as last read, or null when not known (then only the server decides). */
  balance: string | null;
  isSignedIn: boolean;
  /** Back from sign-in with "open" asked: the confirmation opens straight away. */
  hasOpenIntent?: boolean;
  /** prefers-reduced-motion: the reveal shows the result at once. */
  reducedMotion?: boolean;
  /** The open keys' prefix; a fresh random one unless given (the model fixes it). */
  keyPrefix?: string;
};

export type LootboxOpenContext = {
  lootboxId: number;
  cost: string;
  balance: string | null;
  isSignedIn: boolean;
  hasOpenIntent: boolean;
  reducedMotion: boolean;
  keyPrefix: string;
  /** Confirmations so far: the open key is `<prefix>-<attempt>`, new for each confirmation. */
  attempt: number;
  openKey: string;
  chestName: string;
  nameError: FormError | null;
  receipt: OpenReceipt | null;
  error: FormError | null;
};

export type LootboxOpenEvent =
  /** `balance`: the member's points as the page knows them at the tap (null: not known). */
  | { type: 'open.request'; balance?: string | null }
  | { type: 'open.confirm' }
  | { type: 'open.cancel' }
  | { type: 'open.retry' }
  | { type: 'open.again' }
  | { type: 'chestName.change'; value: string }
  | { type: 'reveal.skip' };

/** The freshest balance: the page's at the tap (points earned elsewhere count), else the last known. */
const balanceAtTap = (context: LootboxOpenContext, event: LootboxOpenEvent): string | null =>
  event.type === 'open.request' && event.balance !== undefined ? event.balance : context.balance;

const NAME_KEYS = {
  format: 'lootbox.chestName.invalid',
  sensitive: 'errors.status.NameSensitiveWords',
} as const;

/**
 * What opening tells the member when the platform or the connection says no: the flow's own
 * sentence for the refusals it knows, the docs/product/lootbox.md status message for any other
 * (InsufficientPointBalance, NameSensitiveWords, …).
 */
const OPEN_ERRORS: FlowErrorTable = {
  offline: 'lootbox.open.errors.offline',
  refusals: {
    DataNotExist: 'lootbox.open.errors.gone',
    DuplicateRequest: 'lootbox.open.errors.duplicate',
  },
};

export const lootboxOpenMachine = setup({
  types: {
    context: {} as LootboxOpenContext,
    events: {} as LootboxOpenEvent,
    input: {} as LootboxOpenInput,
  },
  actors: { openLootbox: openLootboxActor },
  guards: {
    hasOpenIntent: ({ context }) => context.hasOpenIntent && context.isSignedIn,
    isVisitor: ({ context }) => !context.isSignedIn,
    cannotAfford: ({ context, event }) => {
      const balance = balanceAtTap(context, event);
      return balance !== null && BigInt(balance) < BigInt(context.cost);
    },
    isChestNameBad: ({ context }) =>
      context.chestName !== '' && chestNameProblem(context.chestName) !== null,
    hasSessionEnded: ({ event }) => hasSessionEnded(errorOf(event)),
  },
  actions: {
    useIntent: assign({ hasOpenIntent: false }),
    keepBalance: assign({ balance: ({ context, event }) => balanceAtTap(context, event) }),
    makeOpenKey: assign({
      attempt: ({ context }) => context.attempt + 1,
      openKey: ({ context }) => `${context.keyPrefix}-${context.attempt + 1}`,
      error: null,
      nameError: null,
    }),
    keepChestName: assign({
      chestName: ({ event }) => (event.type === 'chestName.change' ? event.value : ''),
      nameError: null,
    }),
    showNameError: assign({
      nameError: ({ context }) => {
        const problem = chestNameProblem(context.chestName);
        return problem ? formErrorOf(NAME_KEYS[problem]) : null;
      },
    }),
    keepReceipt: assign((_, params: { receipt: OpenReceipt }) => ({
      receipt: params.receipt,
      balance: params.receipt.balanceAfter,
      error: null,
    })),
    showError: assign({ error: ({ event }) => flowErrorFrom(errorOf(event), OPEN_ERRORS) }),
    clearError: assign({ error: null }),
    reset: assign({ receipt: null, error: null, nameError: null, chestName: '' }),
    // Provided by the page: the member's points, history and inventory are read again.
    announceOpen: () => {},
  },
  delays: {
    revealDelay: ({ context }) => (context.reducedMotion ? 0 : 1600),
  },
}).createMachine({
  id: 'lootboxOpen',
  initial: 'idle',
  context: ({ input }) => ({
    lootboxId: input.lootboxId,
    cost: input.cost,
    balance: input.balance,
    isSignedIn: input.isSignedIn,
    hasOpenIntent: input.hasOpenIntent ?? false,
    reducedMotion: input.reducedMotion ?? false,
    keyPrefix: input.keyPrefix ?? newKeyPrefix(),
    attempt: 0,
    openKey: '',
    chestName: '',
    nameError: null,
    receipt: null,
    error: null,
  }),
  states: {
    idle: {
      description:
        'The box, its cost and its full odds table show to everyone; "Open" can be tapped. Back from sign-in with the open asked, the confirmation shows at once.',
      always: [
        {
          description: 'When an open waits from before sign-in',
          guard: 'hasOpenIntent',
          target: 'confirming',
          actions: ['useIntent'],
        },
      ],
      on: {
        'open.request': [
          {
            description: '1. Tap “Open for 100 points” — a visitor',
            guard: 'isVisitor',
            target: 'signInToOpen',
          },
          {
            description: '2. Tap “Open for 100 points” — the balance is too low',
            guard: 'cannotAfford',
            target: 'notEnough',
            actions: ['keepBalance'],
          },
          {
            description: 'otherwise: tap “Open for 100 points”',
            target: 'confirming',
            actions: ['keepBalance'],
          },
        ],
      },
    },
    signInToOpen: {
      description:
        'A visitor asked to open: they are asked to sign in, and come back to this box with the open asked.',
      on: {
        'open.cancel': {
          description: 'Tap “Cancel” — the dialog closes, nothing is opened',
          target: 'idle',
        },
      },
    },
    notEnough: {
      description:
        'The balance the app knows cannot pay the cost: "balance is not enough" shows before anything is sent.',
      on: {
        'open.cancel': {
          description: 'Tap “Cancel” — the dialog closes, nothing is opened',
          target: 'idle',
        },
      },
    },
    confirming: {
      description:
        'The confirmation: the cost, the balance, the odds once more and an optional chest name (checked on confirm, and again by the server). A new open key is made for this attempt.',
      entry: ['makeOpenKey'],
      on: {
        'chestName.change': { description: 'Type the chest name', actions: ['keepChestName'] },
        'open.confirm': [
          {
            description: '1. Tap “Open now” — the chest name is refused',
            guard: 'isChestNameBad',
            actions: ['showNameError'],
          },
          { description: 'otherwise: tap “Open now”', target: 'opening' },
        ],
        'open.cancel': {
          description: 'Tap “Cancel” — the chest stays closed, no points are spent',
          target: 'idle',
          actions: ['reset'],
        },
      },
    },
    opening: {
      description:
        'The open is on its way with its key: the server debits the points, draws the item with a cryptographic random source and records both before answering.',
      invoke: {
        id: 'openLootbox',
        src: 'openLootbox',
        input: ({ context }) => ({
          lootboxId: context.lootboxId,
          openKey: context.openKey,
          ...(context.chestName ? { chestName: context.chestName } : {}),
        }),
        onDone: {
          description: 'The box is opened and an item drawn',
          target: 'revealing',
          actions: [
            { type: 'keepReceipt', params: ({ event }) => ({ receipt: event.output }) },
            'announceOpen',
          ],
        },
        onError: [
          {
            description: '1. The open fails — the session has ended',
            guard: 'hasSessionEnded',
            target: 'sessionEnded',
          },
          { description: 'otherwise: the open fails', target: 'failed', actions: ['showError'] },
        ],
      },
    },
    revealing: {
      description:
        'The chest opens on screen (a CSS animation, none with reduced motion); the result is already decided and stored. It can be skipped.',
      after: { revealDelay: { description: 'The chest opens (1.6 s)', target: 'opened' } },
      on: { 'reveal.skip': { description: 'Tap “Show the result”', target: 'opened' } },
    },
    opened: {
      description:
        'The item and the receipt show: box, chest name, cost, balance after, open and ledger ids, time. The item is in the inventory. "Open another" or closing goes back to the box.',
      on: {
        'open.again': {
          description: 'Tap “Open another” — back to the box to open it again',
          target: 'idle',
          actions: ['reset'],
        },
        'open.cancel': {
          description: 'Close the result — the item stays in the inventory',
          target: 'idle',
          actions: ['reset'],
        },
      },
    },
    failed: {
      description:
        'The open did not go through: the translated reason shows (no connection, a server fault, an unreadable answer, InsufficientPointBalance, a name the server refuses). "Try again" resends the same key, so it is never charged twice.',
      on: {
        'open.retry': {
          description: 'Tap “Try again”',
          target: 'opening',
          actions: ['clearError'],
        },
        'open.cancel': {
          description: 'Tap “Cancel” — the dialog closes, back to the box',
          target: 'idle',
          actions: ['reset'],
        },
      },
    },
    sessionEnded: {
      description:
        'The session ended mid-open (401 or an invalid token): the member is asked to sign in again and is brought back to this box, where the open can be asked again.',
      on: { 'open.cancel': { description: 'Tap “Cancel”', target: 'idle', actions: ['reset'] } },
    },
  },
});
