// Profile edits, with phone numbers checked against libphonenumber-js (about 30 KiB gzipped): its own
// module, so only the screen that edits a profile (and the server) loads it, never the sign-in or
// sign-up routes nor the first route.
import * as z from 'zod/mini';
import { isValidPhoneNumber, parsePhoneNumber } from 'libphonenumber-js';
import { NicknameSchema } from '../../../account/api/schemas/account';

// ---------------------------------------------------------------------------------------------
// Phone numbers

export const PHONE_FORMAT_MESSAGE = 'account.phoneFormat';

function isValidInternationalPhone(value: string): boolean {
  if (value.length > 32 || !value.startsWith('+')) return false;
  try {
    return isValidPhoneNumber(value);
  } catch {
    return false;
  }
}

/**
 * A phone number with its country/region code ('+886 912 345 678', '+1-212-555-0123'), checked
 * against libphonenumber's metadata and normalised to E.164 ('+886912345678').
 */
export const PhoneSchema = z.pipe(
  z.string().check(z.trim(), z.refine(isValidInternationalPhone, { error: PHONE_FORMAT_MESSAGE })),
  z.transform((value: string) => parsePhoneNumber(value).number as string),
);

// ---------------------------------------------------------------------------------------------
// Profile edits

export const SetMemberInfoRequestSchema = z
  .object({
    nickname: z.optional(NicknameSchema),
    /** An international number, or null to remove the stored one. */
    phone: z.optional(z.nullable(PhoneSchema)),
  })
  .check(
    z.refine((v) => v.nickname !== undefined || v.phone !== undefined, {
      error: 'account.nothingToChange',
    }),
  );
export type SetMemberInfoRequest = z.input<typeof SetMemberInfoRequestSchema>;
