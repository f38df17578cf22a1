// The KYC form's checks (docs/product/wallet.md), the same rules the server applies (kycFieldsSchema): each field's
// own message under it, and the proof of address chosen and accepted (type by its bytes, ≤ 5 MB).
import { KYC_FIELDS, kycFieldsSchema, type KycFields } from '../api/schemas/kyc';
import type { TextKey } from '../../../i18n/text-key';

export type KycField = (typeof KYC_FIELDS)[number];
export type KycFormFields = Record<KycField, string>;
export type KycErrors = Partial<Record<KycField | 'proof', TextKey>>;

export const EMPTY_KYC_FIELDS: KycFormFields = Object.fromEntries(
  KYC_FIELDS.map((f) => [f, '']),
) as KycFormFields;

const schema = kycFieldsSchema();

/** Each invalid field's message key (the first problem of each), and the proof's when missing. */
export function validateKyc(fields: KycFormFields, hasProof: boolean): KycErrors {
  const errors: KycErrors = {};
  const parsed = schema.safeParse(fields as KycFields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as KycField | undefined;
      if (!field || errors[field]) continue;
      // A refinement's message is its key; zod's own (a wrong type) falls back to the field's key.
      errors[field] = (
        issue.message.startsWith('wallet.kyc.errors.')
          ? issue.message
          : `wallet.kyc.errors.${field}`
      ) as TextKey;
    }
    // The phone schema's own message is the account's; the form says it its own way.
    if (errors.phone) errors.phone = 'wallet.kyc.errors.phone';
  }
  if (!hasProof) errors.proof = 'wallet.kyc.errors.proofMissing';
  return errors;
}

/** What is sent: the fields trimmed. */
export const trimmedKyc = (fields: KycFormFields): KycFormFields =>
  Object.fromEntries(KYC_FIELDS.map((f) => [f, fields[f].trim()])) as KycFormFields;
