/**
 * Confirm a shipped prize's delivery details (issue 12 item 3; decision 027): an exchange record in
 * NeedConfirm asks for a name, a phone number and an address, then moves on to Dealing.
 * Top-level states: editing → (delivery.submit, valid) submitting → confirmed | failed |
 * signInRequired.
 * The typed fields stay in context through every state, so a failure loses nothing; a retry sends
 * the same details (the server answers a repeated confirmation with the record).
 */
import { assign, fromPromise, setup } from 'xstate';
import { prizeApi } from '../api/prize-api';
import type { ExchangeRecord } from '../api/schemas/prize';
import { errorOf } from '../../../shared/machines/actor-error';
import { saveDeliveryDraft, takeDeliveryDraft } from './delivery-draft';
import {
  trimmedDelivery,
  validateDelivery,
  type DeliveryErrors,
  type DeliveryField,
  type DeliveryFields,
} from './confirm-delivery.validation';
import type { FormError } from '../../../shared/machines/form-error';
import { flowErrorFrom, hasSessionEnded } from '../../../shared/machines/flow-errors';
import { PRIZE_ERRORS } from './prize-errors';

export const confirmExchangeActor = fromPromise<
  ExchangeRecord,
  { id: number; delivery: DeliveryFields }
>(({ input }) => prizeApi.confirm(input, { suppressNotice: true }));

export type ConfirmDeliveryInput = { recordId: number };

export type ConfirmDeliveryContext = {
  recordId: number;
  fields: DeliveryFields;
  fieldErrors: DeliveryErrors;
  record: ExchangeRecord | null;
  error: FormError | null;
};

export type ConfirmDeliveryEvent =
  { type: 'field.change'; field: DeliveryField; value: string } | { type: 'delivery.submit' };

export const confirmDeliveryMachine = setup({
  types: {
    context: {} as ConfirmDeliveryContext,
    events: {} as ConfirmDeliveryEvent,
    input: {} as ConfirmDeliveryInput,
  },
  actors: { confirmExchange: confirmExchangeActor },
  guards: {
    isValid: ({ context }) => Object.keys(validateDelivery(context.fields)).length === 0,
    hasSessionEnded: ({ event }) => hasSessionEnded(errorOf(event)),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[event.field];
      return { fields: { ...context.fields, [event.field]: event.value }, fieldErrors };
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateDelivery(context.fields) }),
    keepRecord: assign((_, params: { record: ExchangeRecord }) => ({
      record: params.record,
      error: null,
    })),
    showError: assign({ error: ({ event }) => flowErrorFrom(errorOf(event), PRIZE_ERRORS) }),
    clearError: assign({ error: null, fieldErrors: {} }),
    // What was typed before a sign-in (kept for this record in this tab) comes back once.
    restoreDraft: assign({
      fields: ({ context }) => takeDeliveryDraft(context.recordId) ?? context.fields,
    }),
    saveDraft: ({ context }) => saveDeliveryDraft(context.recordId, context.fields),
    // Provided by the page: the records list and this record are read again.
    announceConfirmed: () => {},
  },
}).createMachine({
  id: 'confirmDelivery',
  initial: 'editing',
  entry: ['restoreDraft'],
  context: ({ input }) => ({
    recordId: input.recordId,
    fields: { name: '', phone: '', address: '' },
    fieldErrors: {},
    record: null,
    error: null,
  }),
  states: {
    editing: {
      description:
        'The delivery form: name, phone and address. Submitting checks every field first; a field with a problem says so under it and nothing is sent.',
      on: {
        'field.change': { description: 'Type in a delivery field', actions: ['changeField'] },
        'delivery.submit': [
          {
            description: '1. Tap “Confirm delivery” — the details are valid',
            guard: 'isValid',
            target: 'submitting',
            actions: ['clearError'],
          },
          {
            description: 'otherwise: tap “Confirm delivery”, errors show under the fields',
            actions: ['showFieldErrors'],
          },
        ],
      },
    },
    submitting: {
      description:
        'The details are on their way; the form is read-only and the button shows progress.',
      invoke: {
        id: 'confirmExchange',
        src: 'confirmExchange',
        input: ({ context }) => ({
          id: context.recordId,
          delivery: trimmedDelivery(context.fields),
        }),
        onDone: {
          description: 'The delivery details are saved',
          target: 'confirmed',
          actions: [
            { type: 'keepRecord', params: ({ event }) => ({ record: event.output }) },
            'announceConfirmed',
          ],
        },
        onError: [
          {
            description: '1. The confirmation fails — the session has ended',
            guard: 'hasSessionEnded',
            target: 'signInRequired',
          },
          {
            description: 'otherwise: the confirmation fails',
            target: 'failed',
            actions: ['showError'],
          },
        ],
      },
    },
    failed: {
      description:
        'The details were not accepted (offline, a server fault, the record no longer waiting): the translated reason shows above the form, with every typed field kept. Submitting again sends them again.',
      on: {
        'field.change': {
          description: 'Type in a delivery field',
          target: 'editing',
          actions: ['changeField'],
        },
        // The fields are the ones that passed the check: unchanged, they are sent again as they are.
        'delivery.submit': {
          description: 'Tap “Confirm delivery”',
          target: 'submitting',
          actions: ['clearError'],
        },
      },
    },
    confirmed: {
      description:
        'The details are saved and the record is Processing: the page shows the record with its delivery details.',
      type: 'final',
    },
    signInRequired: {
      description:
        'The session ended before the details were saved: the member is asked to sign in and is brought back to this record; the typed details are kept in this tab for the way back.',
      entry: ['saveDraft'],
    },
  },
});
