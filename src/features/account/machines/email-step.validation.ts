import { EmailSchema } from '../../../shared/api/schemas/member';
import type { TextKey } from '../../../i18n/text-key';

/**
 * The email step of the code sign-in and password reset flows (docs/product/account.md): the i18n key of what is
 * wrong with the typed email, or null when a code may be asked for.
 */
export function emailStepError(email: string): TextKey | null {
  if (email.trim() === '') return 'account.emailRequired';
  if (!EmailSchema.safeParse(email.trim()).success) return 'signIn.emailInvalid';
  return null;
}
