// The change-password form (docs/product/account.md) under arbitrary input: the checks never throw, answer only
// known keys, and the machine keeps every typed value and asks the platform only for a valid form.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isValidPassword } from '../api/schemas/account';
import { changePasswordMachine } from './change-password.machine';
import { validateChangePassword, type ChangePasswordField } from './change-password.validation';

const RUNS = { numRuns: 1000 };
const FIELDS: ChangePasswordField[] = ['oldPassword', 'password', 'confirmation'];
const anyText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    'Kai#2026pass',
    'Changed#2026pass',
    '\u0000',
    '<script>',
    '密碼Aa1!xxxx',
  ),
);

describe('validateChangePassword', () => {
  it('never throws and only answers its known keys', () => {
    fc.assert(
      fc.property(anyText, anyText, anyText, (oldPassword, password, confirmation) => {
        const errors = validateChangePassword({ oldPassword, password, confirmation });
        expect([undefined, 'signIn.passwordRequired']).toContain(errors.oldPassword);
        expect([undefined, 'account.passwordFormat', 'errors.status.PasswordSameAsOld']).toContain(
          errors.password,
        );
        expect([undefined, 'account.passwordInconsistent']).toContain(errors.confirmation);
      }),
      RUNS,
    );
  });

  it('passes exactly: a current password, a new one keeping the rule, different, typed twice', () => {
    fc.assert(
      fc.property(anyText, anyText, anyText, (oldPassword, password, confirmation) => {
        const ok = Object.keys(validateChangePassword({ oldPassword, password, confirmation }));
        const expected =
          oldPassword !== '' &&
          isValidPassword(password) &&
          password !== oldPassword &&
          confirmation === password;
        expect(ok.length === 0).toBe(expected);
      }),
      RUNS,
    );
  });

  it('names the hostile and edge cases', () => {
    const same = 'Kai#2026pass';
    expect(
      validateChangePassword({ oldPassword: same, password: same, confirmation: same }),
    ).toEqual({ password: 'errors.status.PasswordSameAsOld' });
    expect(validateChangePassword({ oldPassword: '', password: 'x', confirmation: 'y' })).toEqual({
      oldPassword: 'signIn.passwordRequired',
      password: 'account.passwordFormat',
      confirmation: 'account.passwordInconsistent',
    });
    // A password of 65 characters is over the limit even if it keeps every other rule.
    const long = `Aa1#${'x'.repeat(61)}`;
    expect(
      validateChangePassword({ oldPassword: same, password: long, confirmation: long }).password,
    ).toBe('account.passwordFormat');
  });
});

describe('changePasswordMachine under arbitrary typing', () => {
  type Step = { field: ChangePasswordField; value: string } | 'submit';
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ field: fc.constantFrom(...FIELDS), value: anyText }),
    fc.constant('submit' as const),
  );

  it('keeps the last value typed in every field and calls the platform only for a valid form', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const calls: unknown[] = [];
        const actor = createActor(
          changePasswordMachine.provide({
            // Never answers: the form must stay as typed while the platform is asked.
            actors: {
              changePassword: fromPromise(async ({ input }) => {
                calls.push(input);
                return new Promise<never>(() => {});
              }),
            },
          }),
        ).start();
        const typed = { oldPassword: '', password: '', confirmation: '' };
        for (const s of steps) {
          if (!actor.getSnapshot().matches('editing')) break;
          if (s === 'submit') actor.send({ type: 'form.submit' });
          else {
            typed[s.field] = s.value;
            actor.send({ type: 'field.change', field: s.field, value: s.value });
          }
        }
        const snapshot = actor.getSnapshot();
        for (const field of FIELDS) expect(snapshot.context[field]).toBe(typed[field]);
        if (snapshot.matches('changing')) {
          expect(validateChangePassword(typed)).toEqual({});
          expect(calls).toEqual([{ oldPassword: typed.oldPassword, password: typed.password }]);
        } else {
          expect(calls).toEqual([]);
        }
        actor.stop();
      }),
      RUNS,
    );
  });
});
