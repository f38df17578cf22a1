// The change-email form under arbitrary input: the checks never throw and answer only known keys;
// the machine keeps what was typed and asks for a code only for a well-formed email and a password.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { EmailSchema } from '../../../shared/api/schemas/member';
import { changeEmailMachine } from './change-email.machine';
import { validateChangeEmail } from './change-email.validation';
import { emailCodeMachine } from './email-code.machine';
import { verificationCodeMachine } from './verification-code.machine';

const RUNS = { numRuns: 1000 };
const anyText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.emailAddress(),
  fc.constantFrom('', '   ', 'a@b', 'luna.new@model.test', ' LUNA@GamerHub.TEST ', 'x@y.z\u0000'),
);

describe('validateChangeEmail', () => {
  it('never throws and only answers its known keys', () => {
    fc.assert(
      fc.property(anyText, anyText, (email, password) => {
        const errors = validateChangeEmail(email, password);
        expect([undefined, 'account.emailRequired', 'signIn.emailInvalid']).toContain(errors.email);
        expect([undefined, 'signIn.passwordRequired']).toContain(errors.password);
        if (errors.email === undefined)
          expect(EmailSchema.safeParse(email.trim()).success).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('changeEmailMachine under arbitrary typing', () => {
  type Step = { type: 'email.change' | 'password.change'; value: string } | 'submit' | 'edit';
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ type: fc.constantFrom('email.change', 'password.change'), value: anyText }),
    fc.constantFrom('submit' as const, 'edit' as const),
  );

  it('keeps what was typed, and reaches the code step only with a valid form', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const sent: string[] = [];
        const actor = createActor(
          changeEmailMachine.provide({
            actors: {
              emailCode: emailCodeMachine.provide({
                actors: {
                  verificationCode: verificationCodeMachine.provide({
                    actors: {
                      sendCode: fromPromise(async ({ input }) => {
                        sent.push((input as { email: string }).email);
                        return new Promise<never>(() => {});
                      }),
                    },
                  }),
                },
              }),
            },
          }),
        ).start();
        let email = '';
        let password = '';
        for (const s of steps) {
          if (s === 'submit') {
            const wasValid = Object.keys(validateChangeEmail(email, password)).length === 0;
            const wasEditing = actor.getSnapshot().matches('editing');
            actor.send({ type: 'form.submit' });
            if (wasEditing) expect(actor.getSnapshot().matches('code')).toBe(wasValid);
          } else if (s === 'edit') actor.send({ type: 'form.edit' });
          else {
            if (!actor.getSnapshot().matches('editing')) continue;
            if (s.type === 'email.change') email = s.value;
            else password = s.value;
            actor.send({ type: s.type, value: s.value });
          }
        }
        const { context } = actor.getSnapshot();
        expect(context.email).toBe(email);
        expect(context.password).toBe(password);
        // A code only ever goes to a well-formed address, trimmed.
        for (const to of sent) expect(EmailSchema.safeParse(to).success).toBe(true);
        actor.stop();
      }),
      RUNS,
    );
  });
});
