// KYC (issue 14 item 7, decision 037): docs/product/wallet.md's fields, the proof-of-address file rules and the
// check statuses. Shared by the client (each field's own message as the member types) and the local
// API (the same rules again, the server being the authority). Loads libphonenumber-js through
// PhoneSchema, so only the KYC route and the server import it.
import * as z from 'zod/mini';
import { PhoneSchema } from '../../../profile/api/schemas/profile';

export * from './kyc-status';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const INDUSTRIES = [
  'Finance',
  'Technology',
  'Education',
  'Healthcare',
  'Retail',
  'Manufacturing',
  'Government',
  'Entertainment',
  'Student',
  'Other',
] as const;

/** ISO 3166-1 alpha-2 codes; the screen names them in the member's language (Intl.DisplayNames). */
export const COUNTRY_CODES = (
  'AD AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD CF CG ' +
  'CH CI CL CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FR GA GB GD GE GH ' +
  'GM GN GQ GR GT GW GY HK HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KI KM KN KP KR KW ' +
  'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN MO MR MT MU MV MW MX MY MZ NA ' +
  'NE NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PT PW PY QA RO RS RU RW SA SB SC SD SE SG SI SK SL ' +
  'SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VN VU ' +
  'WS YE ZA ZM ZW'
).split(' ');

/** The proof of address: at most 5 MB, a PDF, JPEG or PNG as its first bytes say. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export type ProofKind = 'pdf' | 'jpeg' | 'png';

const MAGIC: [ProofKind, number[]][] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/** What a file really is, from its first bytes (a renamed .exe called proof.pdf is none of them). */
export function proofKindOf(bytes: Uint8Array): ProofKind | null {
  for (const [kind, magic] of MAGIC) if (magic.every((byte, i) => bytes[i] === byte)) return kind;
  return null;
}

export type ProofCheck = { ok: true; kind: ProofKind } | { ok: false; reason: 'type' | 'size' };

export function checkProof(bytes: Uint8Array): ProofCheck {
  if (bytes.length === 0 || bytes.length > PROOF_MAX_BYTES) return { ok: false, reason: 'size' };
  const kind = proofKindOf(bytes);
  return kind ? { ok: true, kind } : { ok: false, reason: 'type' };
}

// Each field's message is its own key under wallet.kyc.errors (the screen translates it).
const text = (min: number, max: number, key: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(min, { error: `wallet.kyc.errors.${key}` }),
      z.maxLength(max, { error: `wallet.kyc.errors.${key}` }),
    );
const country = (key: string) =>
  z
    .string()
    .check(z.refine((v) => COUNTRY_CODES.includes(v), { error: `wallet.kyc.errors.${key}` }));

/** A past calendar date, 18 to 120 years before `today` (YYYY-MM-DD, the member's own day). */
export function isAdultBirthDate(value: string, today: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return false;
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  return age >= 18 && age <= 120;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The typed fields (everything but the file). `today` decides who is an adult (tests pin it). */
export function kycFieldsSchema(today: () => string = todayUtc) {
  return z.object({
    firstName: text(1, 50, 'firstName'),
    lastName: text(1, 50, 'lastName'),
    gender: z.enum(GENDERS, { error: 'wallet.kyc.errors.gender' }),
    dateOfBirth: z
      .string()
      .check(
        z.refine((v) => isAdultBirthDate(v, today()), { error: 'wallet.kyc.errors.dateOfBirth' }),
      ),
    idNumber: z
      .string()
      .check(z.trim(), z.regex(/^[A-Za-z0-9-]{4,30}$/, { error: 'wallet.kyc.errors.idNumber' })),
    issuingCountry: country('issuingCountry'),
    nationality: country('nationality'),
    phone: z.pipe(
      z.string().check(z.trim(), z.minLength(1, { error: 'wallet.kyc.errors.phone' })),
      PhoneSchema,
    ),
    industry: z.enum(INDUSTRIES, { error: 'wallet.kyc.errors.industry' }),
    occupation: text(1, 60, 'occupation'),
    placeOfBirth: text(1, 80, 'placeOfBirth'),
    residenceCountry: country('residenceCountry'),
    address: text(5, 200, 'address'),
  });
}
export type KycFields = z.input<ReturnType<typeof kycFieldsSchema>>;
export const KYC_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'idNumber',
  'issuingCountry',
  'nationality',
  'phone',
  'industry',
  'occupation',
  'placeOfBirth',
  'residenceCountry',
  'address',
] as const satisfies readonly (keyof KycFields)[];

/** Base64 of at most PROOF_MAX_BYTES bytes. */
const PROOF_MAX_BASE64 = Math.ceil(PROOF_MAX_BYTES / 3) * 4;

export const KycProofSchema = z.object({
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  /** The file's bytes as base64 (decision 037: JSON with a size cap, not multipart). */
  content: z.string().check(z.maxLength(PROOF_MAX_BASE64), z.regex(/^[A-Za-z0-9+/]*={0,2}$/)),
});

export function kycSubmitSchema(today?: () => string) {
  return z.object({ ...kycFieldsSchema(today).shape, proof: KycProofSchema });
}
export type KycSubmitRequest = z.input<ReturnType<typeof kycSubmitSchema>>;
