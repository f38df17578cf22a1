import { PasswordSchema } from '../api/schemas/account';
import type { TextKey } from '../../../i18n/text-key';

export type NewPasswordField = 'password' | 'confirmation';
export type NewPasswordErrors = Partial<Record<NewPasswordField, TextKey>>;

/**
 * The new-password step of the password reset (docs/product/account.md); values are i18n keys. The password must
 * keep the platform's rule (PasswordSchema); the confirmation must be exactly the same text.
 */
export function validateNewPassword(password: string, confirmation: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!PasswordSchema.safeParse(password).success) errors.password = 'account.passwordFormat';
  if (confirmation !== password) errors.confirmation = 'account.passwordInconsistent';
  return errors;
}
