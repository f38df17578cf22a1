import { EmailSchema } from '../../../shared/api/schemas/member';
import type { TextKey } from '../../../i18n/text-key';

export type SignInField = 'email' | 'password';
export type SignInFieldErrors = Partial<Record<SignInField, TextKey>>;

/** Client checks before anything is sent (docs/product/account.md); values are i18n keys. */
export function validateSignIn(email: string, password: string): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  if (email.trim() === '') errors.email = 'signIn.emailRequired';
  else if (!EmailSchema.safeParse(email).success) errors.email = 'signIn.emailInvalid';
  if (password === '') errors.password = 'signIn.passwordRequired';
  return errors;
}
