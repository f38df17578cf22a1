// @vitest-environment node
// The account messages of docs/product/app.md and §8, each with its key, its exact English wording and a
// translation in both Chinese locales.
import { describe, expect, it } from 'vitest';
import { enUS, zhCN, zhTW } from './all-locales';

const SPEC_MESSAGES: [key: string, english: string | RegExp][] = [
  // §5
  ['account.passwordFormat', 'Incorrect password format'],
  ['account.passwordInconsistent', 'Password inconsistency'],
  ['errors.status.PasswordNotMatch', 'Password not match'],
  ['account.emailRequired', 'Please enter your email to continue'],
  ['errors.status.EmailNotExist', 'Email does not exist'],
  ['errors.status.EmailAlreadyExists', 'Email already exists'],
  ['errors.status.AccountInUse', 'Account is already in used'],
  ['errors.status.AccountOrPasswordError', 'Incorrect email or password'],
  ['account.agreeRequired', /^Please review and agree/],
  ['account.authorizeRequired', 'Please authorize first'],
  ['errors.status.AuthorizeRequired', 'Please authorize first'],
  // §8, account and token statuses
  ['errors.status.AccountDisabled', 'Account Is Disabled'],
  ['errors.status.OldPasswordIncorrect', 'The old password is incorrect'],
  ['errors.status.PasswordEmpty', 'Password cannot be empty'],
  ['errors.status.UserNotExist', 'User does not exist'],
  ['errors.status.UserAlreadyExists', 'User already exists'],
  ['errors.status.AccountNotActivated', 'Account not activated'],
  ['errors.status.VerificationCodeError', 'Verification code error'],
  ['errors.status.VerificationCodeExpired', 'Verification code expired'],
  ['errors.status.VerificationCodeInputError', 'Verification code input error'],
  ['errors.status.VerificationCodeSendFailed', 'Verification code sending failed'],
  ['errors.status.SecurityCertificationFailed', 'Security certification failed'],
];

const lookup = (tree: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe.each(SPEC_MESSAGES)('%s', (key, english) => {
  it('has the spec wording in en-US', () => {
    const text = lookup(enUS, key);
    if (typeof english === 'string') expect(text).toBe(english);
    else expect(text).toMatch(english);
  });
  it('is translated in zh-TW and zh-CN', () => {
    for (const locale of [zhTW, zhCN]) {
      const text = lookup(locale, key);
      expect(typeof text).toBe('string');
      expect(text).not.toBe(lookup(enUS, key));
    }
  });
});
