/**
 * Customer service 24/7 (issue 15 item 4; decision 042): the support form.
 * Top-level states: editing → (request.send) sending → sent | failed | signInRequired. The form is checked
 * here first (topic, subject, message, and an email for a visitor); the platform records the
 * request, numbers it and mails a confirmation. Nothing typed is ever lost: a failure keeps the
 * draft for Try again (the same draft id, so a request that did arrive is never recorded twice);
 * a session that ended keeps it for the member to come back to after signing in.
 */
import { assign, fromPromise, setup } from 'xstate';
import { supportApi } from '../api/support-api';
import type { SupportReceipt, SupportRequest } from '../api/schemas/support';
import { errorOf } from '../../../shared/machines/actor-error';
import {
  flowErrorFrom,
  hasSessionEnded,
  type FlowErrorTable,
} from '../../../shared/machines/flow-errors';
import type { FormError } from '../../../shared/machines/form-error';
import {
  hasProblems,
  supportProblems,
  type SupportDraft,
  type SupportField,
  type SupportProblems,
} from './support-request.validation';

/** The errors show in the form, so the request helper's own notice is suppressed. */
export const sendRequestActor = fromPromise<SupportReceipt, SupportRequest>(({ input }) =>
  supportApi.sendSupportRequest(input, { suppressNotice: true }),
);

/** A new draft's id: random enough that two drafts never share one. */
export function newDraftId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `d-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export type SupportRequestContext = {
  draftId: string;
  draft: SupportDraft;
  /** What is wrong with the draft, per field; shown under each field after Send. */
  problems: SupportProblems;
  receipt: SupportReceipt | null;
  error: FormError | null;
};

export type SupportRequestInput = {
  /** A draft kept while the member signed in again. */
  draft?: Partial<SupportDraft>;
  draftId?: string;
};

export type SupportRequestEvent =
  | { type: 'field.change'; field: SupportField; value: string }
  /** isSignedIn: whether a member is signed in as Send is tapped (a visitor must give an email). */
  | { type: 'request.send'; isSignedIn: boolean }
  | { type: 'request.retry' }
  | { type: 'request.new' };

const EMPTY_DRAFT: SupportDraft = { topic: '', subject: '', message: '', email: '' };

function requestOf(context: SupportRequestContext): SupportRequest {
  const { draft } = context;
  const email = draft.email.trim();
  return {
    draftId: context.draftId,
    topic: draft.topic as SupportRequest['topic'],
    subject: draft.subject.trim(),
    message: draft.message.trim(),
    ...(email ? { email } : {}),
  };
}

/** No answer at all: nothing was sent, worth trying again; a refusal is its status message. */
const SUPPORT_ERRORS: FlowErrorTable = { offline: 'support.errors.offline' };

export const supportRequestMachine = setup({
  types: {
    context: {} as SupportRequestContext,
    events: {} as SupportRequestEvent,
    input: {} as SupportRequestInput,
  },
  actors: { sendRequest: sendRequestActor },
  guards: {
    isDraftWrong: ({ context, event }) =>
      event.type === 'request.send' &&
      hasProblems(supportProblems(context.draft, event.isSignedIn)),
    hasSessionEnded: ({ event }) => hasSessionEnded(errorOf(event)),
  },
  actions: {
    keepField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _fixed, ...problems } = context.problems;
      return { draft: { ...context.draft, [event.field]: event.value }, problems, error: null };
    }),
    showProblems: assign({
      problems: ({ context, event }) =>
        event.type === 'request.send' ? supportProblems(context.draft, event.isSignedIn) : {},
    }),
    clearError: assign({ error: null }),
    keepReceipt: assign((_, params: { receipt: SupportReceipt }) => ({
      receipt: params.receipt,
      error: null,
    })),
    showError: assign({ error: ({ event }) => flowErrorFrom(errorOf(event), SUPPORT_ERRORS) }),
    startOver: assign({
      draftId: () => newDraftId(),
      draft: ({ context }) => ({ ...EMPTY_DRAFT, email: context.draft.email }),
      problems: {},
      receipt: null,
      error: null,
    }),
    // Provided by the page: the draft is kept for the member's return from sign-in.
    keepDraftForSignIn: () => {},
  },
}).createMachine({
  id: 'supportRequest',
  initial: 'editing',
  context: ({ input }) => ({
    draftId: input.draftId ?? newDraftId(),
    draft: { ...EMPTY_DRAFT, ...input.draft },
    problems: {},
    receipt: null,
    error: null,
  }),
  states: {
    editing: {
      description:
        'The member picks a topic and types a subject, a message and (a visitor must) an email to answer; Send checks the form and names what is missing or too long under each field.',
      on: {
        'field.change': { description: 'Type in a request field', actions: ['keepField'] },
        'request.send': [
          {
            description: '1. Tap “Send” — the request has a problem',
            guard: 'isDraftWrong',
            actions: ['showProblems'],
          },
          { description: 'otherwise: tap “Send”', target: 'sending', actions: ['clearError'] },
        ],
      },
    },
    sending: {
      description:
        'The request is sent: the platform checks the hourly limits, records it with a number and mails a confirmation. The button shows progress and the form cannot be sent twice.',
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => requestOf(context),
        onDone: {
          description: 'The request is recorded and mailed',
          target: 'sent',
          actions: [{ type: 'keepReceipt', params: ({ event }) => ({ receipt: event.output }) }],
        },
        onError: [
          {
            description: '1. The send fails — the session has ended',
            guard: 'hasSessionEnded',
            target: 'signInRequired',
            actions: ['keepDraftForSignIn'],
          },
          { description: 'otherwise: the send fails', target: 'failed', actions: ['showError'] },
        ],
      },
    },
    sent: {
      description:
        'The request number shows with where the confirmation was mailed (or, if the mail could not be sent, a request to note the number). Write another starts a new draft.',
      on: {
        'request.new': {
          description: 'Tap “Write another request”',
          target: 'editing',
          actions: ['startOver'],
        },
      },
    },
    failed: {
      description:
        'The request did not go through: the translated reason shows (offline, too many requests, a server fault, an unreadable answer) above the form, which keeps everything typed. Try again sends the same draft; changing a field goes back to editing.',
      on: {
        'request.retry': {
          description: 'Tap “Try again”',
          target: 'sending',
          actions: ['clearError'],
        },
        'field.change': {
          description: 'Type in a request field',
          target: 'editing',
          actions: ['keepField'],
        },
      },
    },
    signInRequired: {
      description:
        'The session ended (401 or an invalid token) before the request was recorded. The draft is kept on this device; the member signs in and comes back to the form with it (a new visit: this flow ends here).',
    },
  },
});
