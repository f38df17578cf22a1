import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CODE_TYPES,
  CodeTypeSchema,
  GetThirdTokenRequestSchema,
  IdSchema,
  NicknameSchema,
  PASSWORD_FORMAT_MESSAGE,
  PasswordSchema,
  RegisterRequestSchema,
  VerificationCodeRequestSchema,
  VerificationCodeSchema,
  isValidPassword,
  nicknameWidth,
} from './account';
import { PhoneSchema, SetMemberInfoRequestSchema } from '../../../profile/api/schemas/profile';

const RUNS = { numRuns: 1000 };

/** Any string at all: ASCII, full Unicode (lone surrogates included), and grapheme clusters. */
const anyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ maxLength: 80 }),
);
/** Any JSON-ish value a client could send. */
const anyValue = fc.oneof(anyString, fc.anything());

/** The rule of docs/product/account.md, written independently of the schema. */
function satisfiesRule(p: string): boolean {
  return (
    p.length >= 8 &&
    p.length <= 64 &&
    [...p].some((c) => c >= 'a' && c <= 'z') &&
    [...p].some((c) => c >= 'A' && c <= 'Z') &&
    [...p].some((c) => c >= '0' && c <= '9') &&
    [...p].some((c) => !/[A-Za-z0-9]/.test(c))
  );
}

describe('PasswordSchema', () => {
  it('accepts the examples of the rule and refuses what breaks it', () => {
    for (const ok of [
      'Demo#2026pass',
      'Aa1!aaaa',
      'Pass word 1',
      'Ünïcodé9Ab',
      `Aa1!${'x'.repeat(60)}`,
    ])
      expect(PasswordSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      '',
      'Aa1!aaa', // 7
      `Aa1!${'x'.repeat(61)}`, // 65
      'aaaa1111!!!!',
      'AAAA1111!!!!',
      'AAAAaaaa!!!!',
      'AAAAaaaa1111',
      'ÜNÏCODÉ#9ab'.toLowerCase(), // no ASCII capital: only A-Z count as upper case
      'Aa1!aaaa\u0000',
      'Aa1!aaaa\u200b',
    ])
      expect(PasswordSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('reports the spec message key', () => {
    const result = PasswordSchema.safeParse('weak');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PASSWORD_FORMAT_MESSAGE);
    expect(PASSWORD_FORMAT_MESSAGE).toBe('account.passwordFormat');
  });

  it('property: random strings never crash it, and every accepted one satisfies the rule', () => {
    fc.assert(
      fc.property(anyString, (value) => {
        const result = PasswordSchema.safeParse(value);
        if (result.success) expect(satisfiesRule(result.data)).toBe(true);
        expect(isValidPassword(value)).toBe(result.success);
      }),
      RUNS,
    );
  });

  it('property: every password built to the rule (without control characters) is accepted', () => {
    const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
    const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const digit = fc.constantFrom(...'0123456789');
    const special = fc.constantFrom(...'!@#$%^&*()-_=+[]{};:\'",.<>/?`~ |\\é中');
    const filler = fc
      .string({ unit: 'grapheme-ascii', maxLength: 56 })
      .map((s) => [...s].filter((c) => c >= ' ' && c !== '\x7f').join(''));
    fc.assert(
      fc.property(lower, upper, digit, special, special, filler, (l, u, d, s1, s2, rest) => {
        const password = `${rest}${l}${s1}${u}${d}${s2}xyz`.slice(-64);
        fc.pre(satisfiesRule(password));
        expect(PasswordSchema.safeParse(password).success).toBe(true);
      }),
      RUNS,
    );
  });

  it('property: no value of any type throws', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        expect(() => PasswordSchema.safeParse(value)).not.toThrow();
      }),
      RUNS,
    );
  });
});

describe('PhoneSchema', () => {
  it('accepts international numbers and normalises them to E.164', () => {
    expect(PhoneSchema.parse('+886912345678')).toBe('+886912345678');
    expect(PhoneSchema.parse(' +886 912-345-678 ')).toBe('+886912345678');
    expect(PhoneSchema.parse('+1 (212) 555-0123')).toBe('+12125550123');
    expect(PhoneSchema.parse('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses numbers without a country code, impossible numbers and non-strings', () => {
    for (const bad of [
      '0912345678',
      '912345678',
      '+886 12',
      '+1 555',
      '+999 123456789',
      'phone',
      '',
      '+',
      886912345678,
    ])
      expect(PhoneSchema.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('property: random input never crashes it; what it accepts is E.164', () => {
    const phoneish = fc
      .array(fc.constantFrom(...'+0123456789 -()'), { maxLength: 24 })
      .map((chars) => `+${chars.join('')}`);
    fc.assert(
      fc.property(fc.oneof(anyValue, phoneish), (value) => {
        const result = PhoneSchema.safeParse(value);
        // E.164 caps a number at 15 digits but sets no minimum: Austria has 6-digit ones (+431078).
        if (result.success) expect(result.data).toMatch(/^\+[1-9][0-9]{1,14}$/);
      }),
      { ...RUNS, examples: [['+431078']] },
    );
  });
});

describe('VerificationCodeSchema and CodeTypeSchema', () => {
  it('wants exactly six ASCII digits', () => {
    expect(VerificationCodeSchema.parse(' 012345 ')).toBe('012345');
    for (const bad of ['12345', '1234567', '12345a', '１２３４５６', '٠١٢٣٤٥', '', 123456])
      expect(VerificationCodeSchema.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('property: accepts exactly what matches /^[0-9]{6}$/ after trimming', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, fc.stringMatching(/^\s?[0-9]{5,7}\s?$/)), (value) => {
        const result = VerificationCodeSchema.safeParse(value);
        expect(result.success).toBe(/^[0-9]{6}$/.test(value.trim()));
      }),
      RUNS,
    );
  });

  it('knows the eight code types of docs/product/account.md', () => {
    expect(CODE_TYPES).toEqual([
      'RestorePoint',
      'RestoreNft',
      'Convert',
      'Register',
      'ResetPassword',
      'Transfer',
      'Authorize',
      'Login',
    ]);
    expect(CodeTypeSchema.safeParse('Login').success).toBe(true);
    expect(CodeTypeSchema.safeParse('login').success).toBe(false);
  });

  it('VerificationCode sends only Register, ResetPassword, Login and (signed in) Transfer and Authorize codes', () => {
    const parse = (codeType: string) =>
      VerificationCodeRequestSchema.safeParse({ email: 'a@b.co', codeType }).success;
    expect(CODE_TYPES.filter(parse)).toEqual([
      'Register',
      'ResetPassword',
      'Transfer',
      'Authorize',
      'Login',
    ]);
  });
});

describe('NicknameSchema', () => {
  it('allows 12 Latin or 8 CJK characters (a CJK character weighs 1.5)', () => {
    expect(nicknameWidth('abcdefghijkl')).toBe(12);
    expect(nicknameWidth('八個中文字八個中')).toBe(12);
    expect(nicknameWidth('中a')).toBe(2.5);
    for (const ok of [
      'abcdefghijkl',
      '八個中文字八個中',
      '六個中文字六abc',
      'Ünïcødé',
      '  trimmed  ',
      'a b',
      'ゲーマー',
    ])
      expect(NicknameSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      'abcdefghijklm',
      '九個中文字九個中文',
      '六個中文字六abcd',
      '',
      '   ',
      'a  b',
      'a\tb',
      'a\u0000',
    ])
      expect(NicknameSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('property: random strings never crash it, and what it accepts fits the width', () => {
    fc.assert(
      fc.property(anyString, (value) => {
        const result = NicknameSchema.safeParse(value);
        if (result.success) {
          expect(nicknameWidth(result.data)).toBeLessThanOrEqual(12);
          expect(result.data).toBe(result.data.trim());
          expect(result.data.length).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
  });
});

describe('request schemas', () => {
  it('property: no request schema throws on any input', () => {
    const schemas = [
      RegisterRequestSchema,
      SetMemberInfoRequestSchema,
      GetThirdTokenRequestSchema,
      VerificationCodeRequestSchema,
      IdSchema,
    ];
    fc.assert(
      fc.property(
        fc.anything(),
        fc.dictionary(
          fc.constantFrom('email', 'password', 'code', 'nickname', 'phone', 'gameId'),
          anyValue,
        ),
        (a, b) => {
          for (const schema of schemas) {
            expect(() => schema.safeParse(a)).not.toThrow();
            expect(() => schema.safeParse(b)).not.toThrow();
          }
        },
      ),
      RUNS,
    );
  });

  it('Register: email, password to the rule, six-digit code, optional invite code', () => {
    const base = { email: 'new@example.test', password: 'Demo#2026pass', code: '123456' };
    expect(RegisterRequestSchema.safeParse(base).success).toBe(true);
    expect(RegisterRequestSchema.safeParse({ ...base, inviteCode: 'GHDEMO26' }).success).toBe(true);
    expect(RegisterRequestSchema.safeParse({ ...base, password: 'weak' }).success).toBe(false);
    expect(RegisterRequestSchema.safeParse({ ...base, code: '12345' }).success).toBe(false);
    expect(RegisterRequestSchema.safeParse({ ...base, email: 'nope' }).success).toBe(false);
  });

  it('GetThirdToken drops any return address the client sends', () => {
    const parsed = GetThirdTokenRequestSchema.parse({
      gameId: '7',
      authorize: true,
      returnUrl: 'https://evil.example',
    });
    expect(parsed).toEqual({ gameId: 7, authorize: true });
  });

  it('ids: positive int32, as a number or a numeric string', () => {
    expect(IdSchema.parse(1)).toBe(1);
    expect(IdSchema.parse('42')).toBe(42);
    for (const bad of [0, -1, 1.5, '01', '1e3', '2147483648', 2147483648, '', null])
      expect(IdSchema.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('SetMemberInfo needs at least one field; null clears the phone', () => {
    expect(SetMemberInfoRequestSchema.safeParse({}).success).toBe(false);
    expect(SetMemberInfoRequestSchema.parse({ phone: null })).toEqual({ phone: null });
    expect(SetMemberInfoRequestSchema.parse({ phone: '+886 912 345 678' })).toEqual({
      phone: '+886912345678',
    });
  });
});
