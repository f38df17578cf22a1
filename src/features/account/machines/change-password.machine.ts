/**
 * Change the password while signed in (Menu → Password): the current password, the new one twice.
 * Spec §5 'Incorrect password format', 'Password inconsistency' and "the new password cannot equal
 * the old one" are checked here first; §8 'The old password is incorrect' is the platform's answer
 * to a wrong current password. Other devices are signed out; this one stays signed in.
 * Top-level states: editing → changing → changed.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  validateChangePassword,
  type ChangePasswordErrors,
  type ChangePasswordField,
} from './change-password.validation';
import { hasStatus } from '../../../shared/api/refusals';
import { errorOf, formErrorFrom, type FormError } from '../../../shared/machines/form-error';
import { accountApi } from '../api/account-api';
import type { ChangePasswordRequest } from '../api/schemas/account';

/** Sets the new password; the page shows a refusal, so no notice. */
const changePasswordActor = fromPromise<unknown, ChangePasswordRequest>(({ input }) =>
  accountApi.changePassword(input),
);

export type ChangePasswordContext = {
  oldPassword: string;
  password: string;
  confirmation: string;
  /** i18n keys of what is wrong with each field, shown under it. */
  errors: ChangePasswordErrors;
  /** The platform said the current password is wrong: shown under that field. */
  oldPasswordRefusal: FormError | null;
  /** Any other refusal or failure, shown above the button. */
  submitError: FormError | null;
};

export type ChangePasswordEvent =
  { type: 'field.change'; field: ChangePasswordField; value: string } | { type: 'form.submit' };

const valuesOf = (c: ChangePasswordContext) => ({
  oldPassword: c.oldPassword,
  password: c.password,
  confirmation: c.confirmation,
});

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: { changePassword: changePasswordActor },
  guards: {
    isFormValid: ({ context }) =>
      Object.keys(validateChangePassword(valuesOf(context))).length === 0,
    isOldPasswordRefused: ({ event }) => hasStatus(errorOf(event), ['OldPasswordIncorrect']),
  },
  actions: {
    updateField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      // The edited field's error goes; the others stay only while they still hold (the fields
      // depend on each other: "same as the current one", "typed the same twice").
      const next = { ...valuesOf(context), [event.field]: event.value };
      const now = validateChangePassword(next);
      const errors: ChangePasswordErrors = {};
      for (const field of Object.keys(context.errors) as ChangePasswordField[]) {
        if (field !== event.field && context.errors[field] && now[field])
          errors[field] = now[field];
      }
      return {
        [event.field]: event.value,
        errors,
        submitError: null,
        ...(event.field === 'oldPassword' ? { oldPasswordRefusal: null } : {}),
      };
    }),
    showFieldErrors: assign({
      errors: ({ context }) => validateChangePassword(valuesOf(context)),
    }),
    startChange: assign({ submitError: null, oldPasswordRefusal: null }),
    showOldPasswordRefused: assign({
      oldPasswordRefusal: ({ event }) => formErrorFrom(errorOf(event)),
    }),
    showSubmitError: assign({
      submitError: ({ event }) => formErrorFrom(errorOf(event)),
    }),
  },
}).createMachine({
  id: 'changePassword',
  initial: 'editing',
  context: {
    oldPassword: '',
    password: '',
    confirmation: '',
    errors: {},
    oldPasswordRefusal: null,
    submitError: null,
  },
  states: {
    editing: {
      description:
        'The member types the current password and the new one twice; what is wrong shows under each field.',
      on: {
        'field.change': { description: 'Type in a password field', actions: ['updateField'] },
        'form.submit': [
          {
            description: '1. Tap “Change password” — the form is valid',
            guard: 'isFormValid',
            target: 'changing',
            actions: ['startChange'],
          },
          {
            description: 'otherwise: tap “Change password”, errors show under the fields',
            actions: ['showFieldErrors'],
          },
        ],
      },
    },
    changing: {
      description: 'The platform checks the current password and sets the new one.',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          oldPassword: context.oldPassword,
          password: context.password,
        }),
        onDone: { description: 'The new password is set', target: 'changed' },
        onError: [
          {
            description: '1. The change fails — the current password is wrong',
            guard: 'isOldPasswordRefused',
            target: 'editing',
            actions: ['showOldPasswordRefused'],
          },
          {
            description: 'otherwise: the change fails',
            target: 'editing',
            actions: ['showSubmitError'],
          },
        ],
      },
    },
    changed: {
      description:
        'The new password is set: other devices are signed out, this one stays; a notice was mailed.',
      type: 'final',
    },
  },
});
