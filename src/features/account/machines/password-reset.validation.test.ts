import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPassword, passwordProblems } from '../api/schemas/account';
import { validateNewPassword } from './password-reset.validation';
import { emailStepError } from './email-step.validation';

const RUNS = { numRuns: 1500 };
/** Passwords that keep the rule: 8–64 characters with a-z, A-Z, 0-9 and a special character. */
const goodPassword = fc
  .tuple(
    fc.constantFrom('a', 'q', 'z'),
    fc.constantFrom('A', 'Q', 'Z'),
    fc.constantFrom('0', '5', '9'),
    fc.constantFrom('#', '!', ' ', 'é', '密'),
    fc.string({ unit: 'grapheme-ascii', minLength: 4, maxLength: 60 }),
  )
  .map((parts) => parts.join(''))
  .filter((p) => p.length >= 8 && p.length <= 64 && isValidPassword(p));

describe('validateNewPassword', () => {
  it('never throws, and only ever answers the two known keys', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (p, c) => {
        const errors = validateNewPassword(p, c);
        expect(['account.passwordFormat', undefined]).toContain(errors.password);
        expect(['account.passwordInconsistent', undefined]).toContain(errors.confirmation);
      }),
      RUNS,
    );
  });

  it('accepts a password only if it keeps the rule (PasswordSchema)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), goodPassword), (p) => {
        const accepted = validateNewPassword(p, p).password === undefined;
        expect(accepted).toBe(isValidPassword(p));
        if (accepted) {
          const problems = passwordProblems(p);
          expect(Object.values(problems).some(Boolean)).toBe(false);
          expect(p.length).toBeGreaterThanOrEqual(8);
          expect(p.length).toBeLessThanOrEqual(64);
          expect(p).toMatch(/[a-z]/);
          expect(p).toMatch(/[A-Z]/);
          expect(p).toMatch(/[0-9]/);
          expect(p).toMatch(/[^A-Za-z0-9]/);
        }
      }),
      RUNS,
    );
  });

  it('accepts a good password with the same confirmation, and no other confirmation', () => {
    fc.assert(
      fc.property(goodPassword, fc.string({ unit: 'binary' }), (p, other) => {
        expect(validateNewPassword(p, p)).toEqual({});
        fc.pre(other !== p);
        expect(validateNewPassword(p, other)).toEqual({
          confirmation: 'account.passwordInconsistent',
        });
      }),
      RUNS,
    );
  });

  it('names the examples of docs/product/account.md', () => {
    expect(validateNewPassword('short', 'short')).toEqual({ password: 'account.passwordFormat' });
    expect(validateNewPassword('Fresh#2026moon', 'Fresh#2026mooN')).toEqual({
      confirmation: 'account.passwordInconsistent',
    });
    expect(validateNewPassword('', '')).toEqual({ password: 'account.passwordFormat' });
    expect(validateNewPassword('Fresh#2026moon', 'Fresh#2026moon')).toEqual({});
  });
});

describe('emailStepError', () => {
  it('asks for an email, then a valid one', () => {
    expect(emailStepError('')).toBe('account.emailRequired');
    expect(emailStepError('   ')).toBe('account.emailRequired');
    expect(emailStepError('not-an-email')).toBe('signIn.emailInvalid');
    expect(emailStepError(' luna@gamerhub.test ')).toBeNull();
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect([null, 'account.emailRequired', 'signIn.emailInvalid']).toContain(emailStepError(s));
      }),
      RUNS,
    );
  });
});
