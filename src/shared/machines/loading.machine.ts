/**
 * Loading flag (docs/product/app.md): on while any tracked request is outstanding.
 * Top-level states: idle, busy.
 * Counting lives in context so the flag can never go below zero and never sticks: a settle with
 * nothing outstanding is ignored, and an auth failure clears everything.
 */
import { assign, setup } from 'xstate';

export type LoadingEvent =
  { type: 'request.start' } | { type: 'request.settle' } | { type: 'requests.clear' };

export const loadingMachine = setup({
  types: {
    context: {} as { outstanding: number },
    events: {} as LoadingEvent,
  },
  guards: {
    isLastOutstanding: ({ context }) => context.outstanding <= 1,
  },
  actions: {
    countStart: assign({ outstanding: ({ context }) => context.outstanding + 1 }),
    countSettle: assign({ outstanding: ({ context }) => Math.max(0, context.outstanding - 1) }),
    resetCount: assign({ outstanding: 0 }),
  },
}).createMachine({
  id: 'loading',
  initial: 'idle',
  context: { outstanding: 0 },
  states: {
    idle: {
      description: 'No tracked request is outstanding: the progress bar is hidden.',
      on: {
        'request.start': { description: 'A call starts', target: 'busy', actions: ['countStart'] },
      },
    },
    busy: {
      description: 'At least one tracked request is outstanding: the progress bar shows.',
      on: {
        'request.start': { description: 'A call starts', actions: ['countStart'] },
        'request.settle': [
          {
            description: '1. A call answers — it was the last call',
            guard: 'isLastOutstanding',
            target: 'idle',
            actions: ['resetCount'],
          },
          { description: 'otherwise: a call answers, one call fewer', actions: ['countSettle'] },
        ],
        'requests.clear': {
          description: 'The session ends (401): calls are dropped',
          target: 'idle',
          actions: ['resetCount'],
        },
      },
    },
  },
});

export const selectIsLoading = (s: { matches: (v: 'busy') => boolean }) => s.matches('busy');
