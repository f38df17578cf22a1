// What the flows that invoke a code step share (the email code step, sign-up, change email): what a
// broken step and a refused code do to their context, and which refusals mean "type it again".
import type { StatusName } from '../../../shared/api/status-codes';
import type { EmailCodeOutput } from './email-code.machine';
import { formErrorFrom, formErrorOf, type FormError } from '../../../shared/machines/form-error';

/** The code step itself broke (not a refusal by the platform): the member starts over. */
export const CODE_STEP_BROKE: { submitError: FormError } = {
  submitError: formErrorOf('errors.generic'),
};

/** The email code step is done (code sign-in, reset): the email and code go to the platform. */
export const codeTyped = (step: EmailCodeOutput) => ({
  email: step.email,
  code: step.code,
  sentAt: step.sentAt,
  codeError: null,
  submitError: null,
});

/** The email code step broke: the member starts over from the email, with a new code. */
export const EMAIL_CODE_STEP_BROKE = {
  ...CODE_STEP_BROKE,
  sentAt: null,
  codeError: null,
} as const;

/**
 * The platform refused the typed code: back to the code step with why, without a new code. The
 * refused code is done with, so nothing sends it to the platform again.
 */
export const codeRefused = (error: unknown) => ({
  code: '',
  codeSent: true,
  codeError: formErrorFrom(error),
});

/** The typed code was wrong or is no longer valid: the member types it again, no new code is sent. */
export const CODE_REFUSALS: readonly StatusName[] = [
  'VerificationCodeError',
  'VerificationCodeExpired',
];
