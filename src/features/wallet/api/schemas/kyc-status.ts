// The KYC check statuses (docs/product/wallet.md) and the member's KYC info: apart from the form's schema, so the
// withdraw screen reads them without loading the phone library the form needs.
import * as z from 'zod/mini';

/** Spec §4 check statuses. */
export const KYC_STATUSES = [
  'NoCheck',
  'Pass',
  'RegtankPass',
  'AdminPass',
  'AdminNoPass',
  'RegtankNoPass',
  'NoPass',
] as const;
export const KycStatusSchema = z.enum(KYC_STATUSES);
export type KycStatus = z.infer<typeof KycStatusSchema>;

/** Passed: the member may withdraw. */
export const KYC_PASSED: readonly KycStatus[] = ['Pass', 'AdminPass'];
/** Still being checked (submitted, or through the screening and waiting for an administrator). */
export const KYC_PROCESSING: readonly KycStatus[] = ['NoCheck', 'RegtankPass'];
/** Refused: the member may send a new application. */
export const KYC_REFUSED: readonly KycStatus[] = ['AdminNoPass', 'RegtankNoPass', 'NoPass'];

const Instant = z.string().check(z.minLength(10), z.maxLength(40));

/** The member's KYC: the newest application's status, or none yet. */
export const KycInfoSchema = z.object({
  status: z.nullable(KycStatusSchema),
  submittedAt: z.nullable(Instant),
  reviewedAt: z.nullable(Instant),
});
export type KycInfo = z.infer<typeof KycInfoSchema>;
