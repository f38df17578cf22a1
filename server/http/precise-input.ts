// Two malformed inputs the catalogue (docs/product/app.md) has its own words for, where a schema alone would
// answer ParameterError: an empty password ('Password cannot be empty') and a verification code
// that is not six digits ('Verification code input error'). Anything else malformed stays a
// ParameterError.
import { ApiError } from './envelope.ts';
import type { Parser } from './route.ts';

type Fields = { password?: string; code?: string };

export function preciseInput<T>(parser: Parser<T>, fields: Fields): Parser<T> {
  return {
    safeParse(raw) {
      const body = (raw ?? {}) as Record<string, unknown>;
      if (fields.password !== undefined) {
        const password = body[fields.password];
        if (password === '') throw new ApiError('PasswordEmpty');
      }
      if (fields.code !== undefined) {
        const code = body[fields.code];
        if (typeof code === 'string' && !/^\s*[0-9]{6}\s*$/.test(code))
          throw new ApiError('VerificationCodeInputError');
      }
      return parser.safeParse(raw);
    },
  };
}
