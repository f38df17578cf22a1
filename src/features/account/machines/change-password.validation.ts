import { PasswordSchema } from '../api/schemas/account';
import type { TextKey } from '../../../i18n/text-key';

export type ChangePasswordField = 'oldPassword' | 'password' | 'confirmation';
export type ChangePasswordValues = Record<ChangePasswordField, string>;
export type ChangePasswordErrors = Partial<Record<ChangePasswordField, TextKey>>;

/**
 * Client checks of the change-password form (docs/product/account.md); values are i18n keys. The new password keeps
 * the platform's rule, differs from the current one, and is typed the same twice. Whether the
 * current password is right only the platform knows.
 */
export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (values.oldPassword === '') errors.oldPassword = 'signIn.passwordRequired';
  if (!PasswordSchema.safeParse(values.password).success)
    errors.password = 'account.passwordFormat';
  else if (values.password === values.oldPassword)
    errors.password = 'errors.status.PasswordSameAsOld';
  if (values.confirmation !== values.password) errors.confirmation = 'account.passwordInconsistent';
  return errors;
}
