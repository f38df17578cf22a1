/**
 * The KYC form (issue 14 item 7, decision 037): docs/product/wallet.md's fields and a proof of address, checked as
 * the member goes (each field's own message), sent once every field is valid.
 * Top-level states: editing → submitting → submitted | failed | signInRequired.
 * Nothing typed is lost: a refusal or a failed call comes back to the form with every field and the
 * chosen file kept; a session that ends mid-submit saves the draft (the page's `saveDraft`) for the
 * way through sign-in, and the form starts from it when the member comes back.
 */
import { assign, fromPromise, setup } from 'xstate';
import { GENDERS, INDUSTRIES, type KycInfo, type ProofCheck } from '../api/schemas/kyc';
import { withdrawApi } from '../api/withdraw-api';
import { hasStatus } from '../../../shared/api/refusals';
import type { TextKey } from '../../../i18n/text-key';
import { errorOf } from '../../../shared/machines/actor-error';
import { hasSessionEnded } from '../../../shared/machines/flow-errors';
import { formErrorFrom, type FormError } from '../../../shared/machines/form-error';
import {
  EMPTY_KYC_FIELDS,
  trimmedKyc,
  validateKyc,
  type KycErrors,
  type KycField,
  type KycFormFields,
} from './kyc.validation';

export type KycProof = { fileName: string; content: string; size: number };
/** What the form keeps through a sign-in. */
export type KycDraft = { fields: Partial<Record<string, string>>; proof: KycProof | null };

/** Sends the application; the form shows any refusal, so no notice. */
export const submitKycActor = fromPromise<KycInfo, { fields: KycFormFields; proof: KycProof }>(
  async ({ input }) => {
    const fields = trimmedKyc(input.fields);
    // The form is sent only once it checks out (isFormValid), so both are among the listed values;
    // finding them tells TypeScript so without a cast.
    const gender = GENDERS.find((listed) => listed === fields.gender);
    const industry = INDUSTRIES.find((listed) => listed === fields.industry);
    if (!gender || !industry) throw new Error('The KYC form was sent before it was checked.');
    return withdrawApi.kycSubmit(
      {
        ...fields,
        gender,
        industry,
        proof: { fileName: input.proof.fileName, content: input.proof.content },
      },
      { suppressNotice: true },
    );
  },
);

export type KycInput = { draft?: KycDraft };

export type KycContext = {
  fields: KycFormFields;
  proof: KycProof | null;
  /** Message keys under each field, once the member tried to send or changed a shown one. */
  errors: KycErrors;
  submitError: FormError | null;
  info: KycInfo | null;
};

export type KycEvent =
  | { type: 'field.change'; field: KycField; value: string }
  | { type: 'proof.select'; fileName: string; content: string; size: number; check: ProofCheck }
  | { type: 'form.submit' }
  | { type: 'form.edit' };

const PROOF_KEYS: Record<'type' | 'size', TextKey> = {
  type: 'wallet.kyc.errors.proofType',
  size: 'wallet.kyc.errors.proofSize',
};

const isProofRejection = (key: TextKey | undefined): key is TextKey =>
  key === PROOF_KEYS.type || key === PROOF_KEYS.size;

export const kycMachine = setup({
  types: {
    context: {} as KycContext,
    events: {} as KycEvent,
    input: {} as KycInput,
  },
  actors: { submitKyc: submitKycActor },
  guards: {
    isFormValid: ({ context }) =>
      Object.keys(validateKyc(context.fields, context.proof !== null)).length === 0,
    hasSessionEnded: ({ event }) => hasSessionEnded(errorOf(event)),
    isAlreadyOpen: ({ event }) => hasStatus(errorOf(event), ['KycProcessing', 'KycApproved']),
  },
  actions: {
    updateField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const fields = { ...context.fields, [event.field]: event.value };
      // A message already shown is re-checked as the member fixes it; others wait for the send.
      const errors = { ...context.errors };
      if (errors[event.field]) errors[event.field] = validateKyc(fields, true)[event.field];
      return { fields, errors, submitError: null };
    }),
    updateProof: assign(({ context, event }) => {
      if (event.type !== 'proof.select') return {};
      if (!event.check.ok)
        return {
          proof: null,
          errors: { ...context.errors, proof: PROOF_KEYS[event.check.reason] },
        };
      return {
        proof: { fileName: event.fileName, content: event.content, size: event.size },
        errors: { ...context.errors, proof: undefined },
        submitError: null,
      };
    }),
    showFieldErrors: assign({
      errors: ({ context }) => {
        const errors = validateKyc(context.fields, context.proof !== null);
        // A refused file is still in the picker: say why it was refused, not that none is attached.
        if (context.proof === null && isProofRejection(context.errors.proof))
          errors.proof = context.errors.proof;
        return errors;
      },
    }),
    clearSubmitError: assign({ submitError: null }),
    keepInfo: assign((_, params: { info: KycInfo }) => ({
      info: params.info,
    })),
    showSubmitError: assign({ submitError: ({ event }) => formErrorFrom(errorOf(event)) }),
    // Provided by the page: keep the draft for the way through sign-in; refresh the KYC status.
    saveDraft: (_, _params: { draft: KycDraft }) => {},
    announceSubmitted: () => {},
  },
}).createMachine({
  id: 'kyc',
  initial: 'editing',
  context: ({ input }) => ({
    fields: { ...EMPTY_KYC_FIELDS, ...(input.draft?.fields ?? {}) } as KycFormFields,
    proof: input.draft?.proof ?? null,
    errors: {},
    submitError: null,
    info: null,
  }),
  states: {
    editing: {
      description:
        'The member fills in the KYC fields (name, gender, date of birth, ID, countries, phone, work, place of birth, address) and chooses a proof of address (PDF, JPEG or PNG by its bytes, at most 5 MB). What is wrong shows under each field; a refusal or failure from the last send shows above the button, with everything typed kept.',
      on: {
        'field.change': { description: 'Type in a KYC field', actions: ['updateField'] },
        'proof.select': {
          description: 'Choose the proof of address file',
          actions: ['updateProof'],
        },
        'form.submit': [
          {
            description: '1. Tap “Send for review” — the form is valid',
            guard: 'isFormValid',
            target: 'submitting',
            actions: ['clearSubmitError'],
          },
          {
            description: 'otherwise: tap “Send for review”, errors show under the fields',
            actions: ['showFieldErrors'],
          },
        ],
      },
    },
    submitting: {
      description:
        'The application and its file are on their way; the button shows progress and cannot be tapped again.',
      invoke: {
        id: 'submitKyc',
        src: 'submitKyc',
        input: ({ context }) => ({ fields: context.fields, proof: context.proof! }),
        onDone: {
          description: 'The application is stored (NoCheck)',
          target: 'submitted',
          actions: [
            { type: 'keepInfo', params: ({ event }) => ({ info: event.output }) },
            'announceSubmitted',
          ],
        },
        onError: [
          {
            description: '1. The send fails — the session has ended',
            guard: 'hasSessionEnded',
            target: 'signInRequired',
            actions: [
              {
                type: 'saveDraft',
                params: ({ context }) => ({
                  draft: { fields: context.fields, proof: context.proof },
                }),
              },
            ],
          },
          {
            description: '2. The send fails — an application is already open',
            guard: 'isAlreadyOpen',
            target: 'failed',
            actions: ['showSubmitError'],
          },
          {
            description: 'otherwise: the send fails',
            target: 'editing',
            actions: ['showSubmitError'],
          },
        ],
      },
    },
    submitted: {
      description:
        'The application was received: its status (NoCheck, waiting for the check) shows with what it means and what happens next.',
      type: 'final',
    },
    failed: {
      description:
        "The platform already has an application being checked or approved ('KYC approved/processing'): the message shows with the way to see its status; the form can be shown again.",
      on: { 'form.edit': { description: 'Tap “Back to the form”', target: 'editing' } },
    },
    signInRequired: {
      description:
        'The session ended mid-submit: the member is asked to sign in and comes back to this form with everything typed (and the file, where the tab had room for it) restored.',
    },
  },
});
