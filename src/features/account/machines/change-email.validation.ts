import { emailStepError } from './email-step.validation';
import type { TextKey } from '../../../i18n/text-key';

export type ChangeEmailField = 'email' | 'password';
export type ChangeEmailErrors = Partial<Record<ChangeEmailField, TextKey>>;

/**
 * Client checks of the change-email form (docs/product/account.md) before a code is sent; values are i18n keys.
 * The password is only required here: the platform compares it with the member's own.
 */
export function validateChangeEmail(email: string, password: string): ChangeEmailErrors {
  const errors: ChangeEmailErrors = {};
  const emailError = emailStepError(email);
  if (emailError) errors.email = emailError;
  if (password === '') errors.password = 'signIn.passwordRequired';
  return errors;
}
