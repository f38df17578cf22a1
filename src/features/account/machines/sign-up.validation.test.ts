// Sign-up's client rules (docs/product/account.md) under arbitrary and hostile input: they never throw, whatever
// they accept the platform's own contract accepts too, each refusal names the rule that was broken,
// and the flow keeps every character the member typed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import { RegisterRequestSchema, isValidPassword } from '../api/schemas/account';
import { STATUS, type StatusName } from '../../../shared/api/status-codes';
import { emailCodeMachine } from './email-code.machine';
import { signUpMachine } from './sign-up.machine';
import { verificationCodeMachine } from './verification-code.machine';
import {
  PASSWORD_RULES,
  isSignUpValid,
  passwordChecklist,
  validateSignUp,
  type SignUpField,
  type SignUpValues,
} from './sign-up.validation';

const RUNS = { numRuns: 1000 };

/** Any string at all: UTF-16 units (lone surrogates included), full Unicode and grapheme clusters. */
const anyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ maxLength: 80 }),
);

/** Strings that are likely to pass some rules, so acceptance is exercised too, not only refusal. */
const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');
const special = fc.constantFrom(...'#!@ $%^&*é中-_.~');
const plausiblePassword = fc
  .tuple(
    lower,
    upper,
    digit,
    special,
    fc.array(fc.oneof(lower, upper, digit, special), { maxLength: 66 }),
  )
  .chain(([a, b, c, d, rest]) => {
    const chars = [a, b, c, d, ...rest];
    // Usually every character (a valid password when 8–64 long), sometimes a part of them.
    return fc.oneof(
      fc.shuffledSubarray(chars, { minLength: chars.length }),
      fc.shuffledSubarray(chars),
    );
  })
  .map((chars) => chars.join(''));
const simpleEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9.+_-]{0,15}$/),
    fc.stringMatching(/^[a-z0-9]{1,12}$/),
    fc.constantFrom('com', 'test', 'tw', 'co.uk'),
    fc.constantFrom('', ' ', '  '),
  )
  .map(([local, domain, tld, pad]) => `${pad}${local}@${domain}.${tld}${pad}`);
const plausibleEmail = fc.oneof(simpleEmail, fc.emailAddress(), anyString);
const plausibleInvite = fc.oneof(
  fc.constant(''),
  fc.stringMatching(/^[A-Za-z0-9]{1,40}$/),
  fc.constant('GHDEMO26'),
  anyString,
);

const values = fc.record<SignUpValues>({
  email: plausibleEmail,
  password: fc.oneof(plausiblePassword, anyString),
  confirmPassword: anyString,
  inviteCode: plausibleInvite,
  agreed: fc.boolean(),
});
/** Values whose confirmation repeats the password, as a member who typed it twice would. */
const repeated = values.map((v) => ({ ...v, confirmPassword: v.password }));
/** A member doing it right, mostly: acceptance must be reached often enough to be tested. */
const careful = fc
  .record<SignUpValues>({
    email: simpleEmail,
    password: plausiblePassword,
    confirmPassword: fc.constant(''),
    inviteCode: fc.constantFrom('', 'GHDEMO26', ' GHLUNA42 ', 'abcd'),
    agreed: fc.constant(true),
  })
  .map((v) => ({ ...v, confirmPassword: v.password }));
const anyValues = fc.oneof(values, repeated, careful);

const ERROR_KEYS = new Set([
  'account.emailRequired',
  'signIn.emailInvalid',
  'account.passwordFormat',
  'account.passwordInconsistent',
  'signUp.inviteCodeInvalid',
  'account.agreeRequired',
]);

/** The password rule of docs/product/account.md, written again here without the schema's code. */
function satisfiesPasswordRule(p: string): boolean {
  return (
    p.length >= 8 &&
    p.length <= 64 &&
    /[a-z]/.test(p) &&
    /[A-Z]/.test(p) &&
    /[0-9]/.test(p) &&
    /[^A-Za-z0-9]/.test(p) &&
    !/[\p{Cc}\p{Cf}\p{Cs}]/u.test(p)
  );
}

describe('validateSignUp, for any input', () => {
  it('never throws and answers only with the known i18n keys, one per field', () => {
    fc.assert(
      fc.property(anyValues, (v) => {
        const errors = validateSignUp(v);
        for (const [field, key] of Object.entries(errors)) {
          expect(['email', 'password', 'confirmPassword', 'inviteCode', 'agreed']).toContain(field);
          expect(ERROR_KEYS.has(key)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('accepts only what the rules and the platform’s own register contract accept', () => {
    let accepted = 0;
    fc.assert(
      fc.property(anyValues, (v) => {
        if (!isSignUpValid(v)) return;
        accepted += 1;
        expect(v.email.trim()).not.toBe('');
        expect(satisfiesPasswordRule(v.password)).toBe(true);
        expect(v.confirmPassword).toBe(v.password);
        expect(v.inviteCode.trim() === '' || /^[A-Za-z0-9]{4,32}$/.test(v.inviteCode.trim())).toBe(
          true,
        );
        expect(v.agreed).toBe(true);
        // What the form would send is what the server validates with (src/api/schemas shared).
        const sent = {
          email: v.email.trim(),
          password: v.password,
          code: '123456',
          inviteCode: v.inviteCode.trim() || undefined,
        };
        expect(RegisterRequestSchema.safeParse(sent).success).toBe(true);
      }),
      RUNS,
    );
    // The generators do reach acceptance, so the property above was really exercised.
    expect(accepted).toBeGreaterThan(20);
  });

  it('refuses each broken rule with its own message', () => {
    fc.assert(
      fc.property(anyValues, (v) => {
        const errors = validateSignUp(v);
        expect(errors.email === 'account.emailRequired').toBe(v.email.trim() === '');
        expect(errors.password === 'account.passwordFormat').toBe(
          !satisfiesPasswordRule(v.password),
        );
        expect(errors.confirmPassword === 'account.passwordInconsistent').toBe(
          v.confirmPassword !== v.password,
        );
        expect(errors.agreed === 'account.agreeRequired').toBe(!v.agreed);
        const invite = v.inviteCode.trim();
        expect(errors.inviteCode === 'signUp.inviteCodeInvalid').toBe(
          invite !== '' && !/^[A-Za-z0-9]{4,32}$/.test(invite),
        );
      }),
      RUNS,
    );
  });

  it('the live checklist agrees with the password rule', () => {
    fc.assert(
      fc.property(fc.oneof(plausiblePassword, anyString), (p) => {
        const { met, hasUnprintable } = passwordChecklist(p);
        const allMet = PASSWORD_RULES.every((rule) => met[rule]) && !hasUnprintable;
        expect(allMet).toBe(isValidPassword(p));
        expect(allMet).toBe(satisfiesPasswordRule(p));
      }),
      RUNS,
    );
  });
});

describe('validateSignUp, hostile named cases', () => {
  const valid: SignUpValues = {
    email: 'new.member@example.com',
    password: 'Fresh#2026pass',
    confirmPassword: 'Fresh#2026pass',
    inviteCode: 'GHDEMO26',
    agreed: true,
  };
  const check = (patch: Partial<SignUpValues>) => validateSignUp({ ...valid, ...patch });

  it('accepts the valid baseline, with and without an invite code', () => {
    expect(check({})).toEqual({});
    expect(check({ inviteCode: '' })).toEqual({});
    expect(check({ inviteCode: '  GHDEMO26  ' })).toEqual({});
  });

  it('very long strings: refused quickly, never thrown on', () => {
    const long = 'A'.repeat(100_000);
    const started = Date.now();
    expect(check({ email: `${'a'.repeat(100_000)}@example.com` }).email).toBe(
      'signIn.emailInvalid',
    );
    expect(check({ password: `Aa1!${long}`, confirmPassword: `Aa1!${long}` }).password).toBe(
      'account.passwordFormat',
    );
    expect(check({ confirmPassword: long }).confirmPassword).toBe('account.passwordInconsistent');
    expect(check({ inviteCode: long }).inviteCode).toBe('signUp.inviteCodeInvalid');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('right-to-left overrides and zero-width characters', () => {
    for (const sneaky of ['\u202E', '\u200B', '\u200D', '\uFEFF', '\u2066']) {
      expect(check({ email: `new${sneaky}.member@example.com` }).email, sneaky).toBe(
        'signIn.emailInvalid',
      );
      // A password holding an invisible character could never be typed again: refused.
      const password = `Fresh#2026${sneaky}pass`;
      expect(check({ password, confirmPassword: password }).password, sneaky).toBe(
        'account.passwordFormat',
      );
      expect(check({ inviteCode: `GH${sneaky}DEMO26` }).inviteCode, sneaky).toBe(
        'signUp.inviteCodeInvalid',
      );
      expect(passwordChecklist(password).hasUnprintable).toBe(true);
    }
    // Right-to-left letters themselves are fine in a password (they count as special characters).
    const arabic = 'Fresh2026مرحبا';
    expect(check({ password: arabic, confirmPassword: arabic })).toEqual({});
  });

  it('markup is only text: refused where it breaks a rule, accepted as a password', () => {
    const script = '<script>alert(1)</script>';
    expect(check({ email: script }).email).toBe('signIn.emailInvalid');
    expect(check({ email: `${script}@example.com` }).email).toBe('signIn.emailInvalid');
    expect(check({ inviteCode: script }).inviteCode).toBe('signUp.inviteCodeInvalid');
    const password = '<script>Alert(1)</script>';
    expect(check({ password, confirmPassword: password })).toEqual({});
  });

  it('lone surrogates and control characters', () => {
    for (const bad of ['\uD800', '\uDFFF', '\u0000', '\u0007', '\n']) {
      const password = `Fresh#2026${bad}pass`;
      expect(check({ password, confirmPassword: password }).password, JSON.stringify(bad)).toBe(
        'account.passwordFormat',
      );
    }
  });

  it('an empty form names every missing part', () => {
    expect(
      validateSignUp({
        email: '',
        password: '',
        confirmPassword: '',
        inviteCode: '',
        agreed: false,
      }),
    ).toEqual({
      email: 'account.emailRequired',
      password: 'account.passwordFormat',
      agreed: 'account.agreeRequired',
    });
    expect(check({ email: '   ' }).email).toBe('account.emailRequired');
  });
});

describe('the sign-up flow keeps what was typed', () => {
  // The platform never answers here: only the form's own handling is under test.
  const idle = fromPromise(() => new Promise<never>(() => {}));
  const machine = signUpMachine.provide({
    actors: { register: idle as never, emailCode: idle as never },
  });
  const field = fc.constantFrom<SignUpField>('email', 'password', 'confirmPassword', 'inviteCode');
  const action = fc.oneof(
    fc.record({ type: fc.constant('field.change' as const), field, value: anyString }),
    fc.constant({ type: 'agree.toggle' as const }),
    fc.constant({ type: 'form.submit' as const }),
  );

  it('after any edits and submits, every field holds exactly its last typed value', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
        const expected = {
          email: '',
          password: '',
          confirmPassword: '',
          inviteCode: '',
          agreed: false,
        };
        const actor = createActor(machine, { input: {} }).start();
        for (const a of actions) {
          // Once a valid form went on to the code step the form is not shown: stop editing.
          if (!actor.getSnapshot().matches('editing')) break;
          actor.send(a);
          if (a.type === 'field.change') expected[a.field] = a.value;
          if (a.type === 'agree.toggle') expected.agreed = !expected.agreed;
        }
        const c = actor.getSnapshot().context;
        expect({
          email: c.email,
          password: c.password,
          confirmPassword: c.confirmPassword,
          inviteCode: c.inviteCode,
          agreed: c.agreed,
        }).toEqual(expected);
        actor.stop();
      }),
      RUNS,
    );
  });
});

describe('the sign-up flow answers the platform as docs/product/account.md and the issue ask', () => {
  const filled = [
    { type: 'field.change', field: 'email', value: ' new@example.com ' },
    { type: 'field.change', field: 'password', value: 'Fresh#2026pass' },
    { type: 'field.change', field: 'confirmPassword', value: 'Fresh#2026pass' },
    { type: 'agree.toggle' },
  ] as const;
  const refusal = (name: StatusName) => new ApiError('status', STATUS[name].code, name);

  /** The flow with a fake platform: code requests are counted, the sign-up answers `register`. */
  function run(options: { send?: () => Promise<unknown>; register?: () => Promise<unknown> }) {
    const sent: unknown[] = [];
    const registered: unknown[] = [];
    const machine = signUpMachine.provide({
      actors: {
        emailCode: emailCodeMachine.provide({
          actors: {
            verificationCode: verificationCodeMachine.provide({
              actors: {
                sendCode: fromPromise(async ({ input }) => {
                  sent.push(input);
                  return options.send ? options.send() : null;
                }),
              },
            }),
          },
        }),
        register: fromPromise(async ({ input }) => {
          registered.push(input);
          if (!options.register) throw new Error('no answer given');
          return options.register() as never;
        }),
      },
    });
    const actor = createActor(machine, { input: { inviteCode: 'GHDEMO26' } }).start();
    for (const e of filled) actor.send(e);
    actor.send({ type: 'form.submit' });
    return { actor, sent, registered };
  }
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const codeStepOf = (actor: ReturnType<typeof run>['actor']) =>
    (
      actor.getSnapshot().children.emailCode as ActorRefFrom<typeof emailCodeMachine> | undefined
    )?.getSnapshot().children.verificationCode as
      ActorRefFrom<typeof verificationCodeMachine> | undefined;
  const typeCode = async (actor: ReturnType<typeof run>['actor'], code = '123456') => {
    await settle();
    const step = codeStepOf(actor);
    step?.send({ type: 'code.change', value: code });
    step?.send({ type: 'code.submit' });
    await settle();
  };

  it('asks for a Register code for the trimmed email, then signs up with code and invite', async () => {
    const { actor, sent, registered } = run({
      register: async () => ({ access_token: 'a', uid: 'u', token: 't', firstLogin: true }),
    });
    await typeCode(actor);
    expect(sent).toEqual([{ email: 'new@example.com', codeType: 'Register' }]);
    expect(registered).toEqual([
      {
        email: 'new@example.com',
        password: 'Fresh#2026pass',
        code: '123456',
        inviteCode: 'GHDEMO26',
        // The device's zone goes with the sign-up (issue 28 item 3).
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    ]);
    expect(actor.getSnapshot().value).toBe('signedUp');
  });

  it('a refused code goes back to the code step with the reason, and no new code is sent', async () => {
    for (const name of ['VerificationCodeError', 'VerificationCodeExpired'] as const) {
      const { actor, sent } = run({
        register: async () => {
          throw refusal(name);
        },
      });
      await typeCode(actor);
      expect(actor.getSnapshot().value).toBe('verifying');
      const step = codeStepOf(actor)!.getSnapshot();
      expect(step.value).toEqual({ waiting: 'cooling' });
      expect(step.context.error?.key).toBe(`errors.status.${name}`);
      expect(sent).toHaveLength(1);
      actor.stop();
    }
  });

  it('an email refused at sign-up goes back to the form, the error under the email', async () => {
    const { actor } = run({
      register: async () => {
        throw refusal('EmailAlreadyExists');
      },
    });
    await typeCode(actor);
    const s = actor.getSnapshot();
    expect(s.value).toBe('editing');
    expect(s.context.fieldErrors).toEqual({ email: 'errors.status.EmailAlreadyExists' });
    expect(s.context.submitError).toBeNull();
    expect(s.context.email).toBe(' new@example.com ');
  });

  it('an email refused when the code is asked for goes back to the form too', async () => {
    const { actor } = run({
      send: async () => {
        throw refusal('EmailAlreadyExists');
      },
    });
    await settle();
    const s = actor.getSnapshot();
    expect(s.value).toBe('editing');
    expect(s.context.fieldErrors).toEqual({ email: 'errors.status.EmailAlreadyExists' });
  });

  it('other send failures stay on the code step, which offers to try again', async () => {
    const { actor } = run({
      send: async () => {
        throw refusal('TooManyCodeRequests');
      },
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(codeStepOf(actor)!.getSnapshot().value).toBe('failed');
    actor.send({ type: 'email.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('an unknown invite code goes back to the form under its field; fixed, the kept code goes on', async () => {
    let answers = 0;
    const { actor, sent, registered } = run({
      register: async () => {
        answers += 1;
        if (answers === 1) throw refusal('InviteCodeNotExist');
        return { access_token: 'a', uid: 'u', token: 't', firstLogin: true };
      },
    });
    await typeCode(actor);
    const s = actor.getSnapshot();
    expect(s.value).toBe('editing');
    expect(s.context.fieldErrors).toEqual({ inviteCode: 'errors.status.InviteCodeNotExist' });
    expect(s.context.submitError).toBeNull();
    expect(s.context.inviteCode).toBe('GHDEMO26');
    actor.send({ type: 'field.change', field: 'inviteCode', value: 'GHLUNA42' });
    actor.send({ type: 'form.submit' });
    await settle();
    // No second mail, nothing to type again: the code the member typed goes with the fixed form.
    expect(sent).toHaveLength(1);
    expect(registered).toHaveLength(2);
    expect(registered[1]).toMatchObject({ code: '123456', inviteCode: 'GHLUNA42' });
    expect(actor.getSnapshot().value).toBe('signedUp');
  });

  it('after an unknown invite code, another email asks for a code of its own', async () => {
    const { actor, sent } = run({
      register: async () => {
        throw refusal('InviteCodeNotExist');
      },
    });
    await typeCode(actor);
    actor.send({ type: 'field.change', field: 'inviteCode', value: '' });
    actor.send({ type: 'field.change', field: 'email', value: 'other@example.com' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(sent).toEqual([
      { email: 'new@example.com', codeType: 'Register' },
      { email: 'other@example.com', codeType: 'Register' },
    ]);
  });

  it('any other answer goes back to the form with it above the button', async () => {
    const { actor } = run({
      register: async () => {
        throw new ApiError('network', -1, '');
      },
    });
    await typeCode(actor);
    const s = actor.getSnapshot();
    expect(s.value).toBe('editing');
    expect(s.context.submitError).toMatchObject({ key: 'errors.network', text: '' });
    expect(s.context.fieldErrors).toEqual({});
  });
});
