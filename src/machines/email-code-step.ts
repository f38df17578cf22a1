// What the flows that email a code to an address share (code sign-in, password reset, change
// email): the context updates of their email step and of the code step they invoke.
import type { FormError } from './form-error';
import { formErrorOfEvent } from './form-error';

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
  submitError: { key: 'errors.generic', text: '' },
};

/** The platform refused the typed code: back to the code step with why, without a new code. */
export const codeRefused = (event: unknown) => ({
  codeSent: true,
  codeError: formErrorOfEvent(event),
});
