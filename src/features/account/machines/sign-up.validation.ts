import { passwordProblems, PasswordSchema } from '../api/schemas/account';
import { EmailSchema } from '../../../shared/api/schemas/member';
import { INVITE_CODE } from './entry-address';
import type { TextKey } from '../../../i18n/text-key';

export type SignUpField = 'email' | 'password' | 'confirmPassword' | 'inviteCode';
/** The form's fields plus the terms checkbox; values are i18n keys. */
export type SignUpFieldErrors = Partial<Record<SignUpField | 'agreed', TextKey>>;

export type SignUpValues = {
  email: string;
  password: string;
  confirmPassword: string;
  inviteCode: string;
  agreed: boolean;
};

/** Client checks before a code is asked for (docs/product/account.md); values are i18n keys. */
export function validateSignUp(values: SignUpValues): SignUpFieldErrors {
  const errors: SignUpFieldErrors = {};
  if (values.email.trim() === '') errors.email = 'account.emailRequired';
  else if (!EmailSchema.safeParse(values.email).success) errors.email = 'signIn.emailInvalid';
  if (!PasswordSchema.safeParse(values.password).success)
    errors.password = 'account.passwordFormat';
  if (values.confirmPassword !== values.password)
    errors.confirmPassword = 'account.passwordInconsistent';
  const inviteCode = values.inviteCode.trim();
  if (inviteCode !== '' && !INVITE_CODE.test(inviteCode))
    errors.inviteCode = 'signUp.inviteCodeInvalid';
  if (!values.agreed) errors.agreed = 'account.agreeRequired';
  return errors;
}

export const isSignUpValid = (values: SignUpValues): boolean =>
  Object.keys(validateSignUp(values)).length === 0;

/** The parts of the password rule, in the order the live checklist shows them. */
export const PASSWORD_RULES = ['length', 'lower', 'upper', 'digit', 'special'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/**
 * The live checklist under the password field: each part of the rule and whether the password
 * meets it. `unprintable` is only true when the password holds a control or invisible character.
 */
export function passwordChecklist(password: string): {
  met: Record<PasswordRule, boolean>;
  hasUnprintable: boolean;
} {
  const problems = passwordProblems(password);
  return {
    met: {
      length: !problems.length,
      lower: !problems.lower,
      upper: !problems.upper,
      digit: !problems.digit,
      special: !problems.special,
    },
    hasUnprintable: problems.unprintable,
  };
}
