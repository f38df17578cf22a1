// What the flows that email a code to an address share (code sign-in, password reset, change
// email): the context updates of their email step and of the code step they invoke.
import type { StatusName } from '../api/status-codes';
import { formErrorFrom, formErrorOf, type FormError } from './form-error';

/** A new email: what was said about the old one, and any code sent to it, no longer apply. */
export const emailChanged = (email: string) => ({
  email,
  emailError: null,
  submitError: null,
  codeSent: false,
  codeError: null,
});

/** A new code step: a code will be sent, so earlier reasons are done with. */
export const CODE_STEP_STARTED = { submitError: null, codeSent: false, codeError: null } as const;

/** The code step itself broke (not a refusal by the platform): the member starts over. */
export const CODE_STEP_BROKE: { submitError: FormError } = {
  submitError: formErrorOf('errors.generic'),
};

/** The platform refused the typed code: back to the code step with why, without a new code. */
export const codeRefused = (error: unknown) => ({
  codeSent: true,
  codeError: formErrorFrom(error),
});

/** The typed code was wrong or is no longer valid: the member types it again, no new code is sent. */
export const CODE_REFUSALS: readonly StatusName[] = [
  'VerificationCodeError',
  'VerificationCodeExpired',
];

/**
 * Why the code step could not send, read from its snapshot (`onSnapshot`): a flow whose own form
 * has the email shows a refusal of it there. Null while the step can go on.
 */
export function failedSendError(event: object): FormError | null {
  return 'snapshot' in event && isFailedCodeStep(event.snapshot)
    ? event.snapshot.context.error
    : null;
}

function isFailedCodeStep(snapshot: unknown): snapshot is { context: { error: FormError | null } } {
  return (
    typeof snapshot === 'object' &&
    snapshot !== null &&
    'value' in snapshot &&
    snapshot.value === 'failed' &&
    'context' in snapshot
  );
}
