// KYC (issue 14 item 7, decision 037): a member's application with docs/product/wallet.md's fields and a proof of
// address, and its check status. The newest application is the member's status; a new one is
// accepted only when there is none or the last was refused. The file's bytes are stored with the
// application (kyc_files) and never served by any route.
import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.ts';
import { toIso } from '../../db/values.ts';
import type { Clock } from '../../clock.ts';
import { ApiError } from '../../http/envelope.ts';
import { lockMember } from '../shared/ledger.ts';
import { sendMessage } from '../shared/member-messages.ts';
import { wantsActivity } from '../shared/member-settings.ts';
import {
  KYC_PASSED,
  KYC_PROCESSING,
  checkProof,
  type KycInfo,
  type KycStatus,
} from '../../../src/features/wallet/api/schemas/kyc.ts';

export type KycApplication = {
  firstName: string;
  lastName: string;
  gender: string;
  dateOfBirth: string;
  idNumber: string;
  issuingCountry: string;
  nationality: string;
  phone: string;
  industry: string;
  occupation: string;
  placeOfBirth: string;
  residenceCountry: string;
  address: string;
  proof: { fileName: string; content: string };
};

type StatusRow = { status: KycStatus; submitted_at: Date; reviewed_at: Date | null };

/** The member's newest application's status (null: never applied). */
export async function kycInfo(db: Queryable, memberId: number): Promise<KycInfo> {
  const [row] = await db.query<StatusRow>(
    `SELECT status, submitted_at, reviewed_at FROM kyc_applications
      WHERE member_id = $1 ORDER BY id DESC LIMIT 1`,
    [memberId],
  );
  return {
    status: row?.status ?? null,
    submittedAt: row ? toIso(row.submitted_at) : null,
    reviewedAt: row?.reviewed_at ? toIso(row.reviewed_at) : null,
  };
}

/** Whether the member may withdraw: their newest application passed. */
export async function kycPassed(db: Queryable, memberId: number): Promise<boolean> {
  const { status } = await kycInfo(db, memberId);
  return status !== null && KYC_PASSED.includes(status);
}

/** Refuses a new application while one is being checked or has passed. */
function refuseWhileOpen(status: KycStatus | null): void {
  if (status && KYC_PASSED.includes(status)) throw new ApiError('KycApproved');
  if (status && KYC_PROCESSING.includes(status)) throw new ApiError('KycProcessing');
}

/** Stores an application and its proof (checked by its bytes: PDF, JPEG or PNG, at most 5 MB). */
export async function submitKyc(
  db: Db,
  clock: Clock,
  memberId: number,
  input: KycApplication,
): Promise<KycInfo> {
  const bytes = Buffer.from(input.proof.content, 'base64');
  const proof = checkProof(bytes);
  if (!proof.ok) throw new ApiError('UploadError', { data: { reason: proof.reason } });
  const now = clock.now();
  await db.transaction(async (tx) => {
    // The member's row is the lock: two submits at once take turns, so only one is accepted.
    await lockMember(tx, memberId);
    refuseWhileOpen((await kycInfo(tx, memberId)).status);
    const [app] = await tx.query<{ id: number }>(
      `INSERT INTO kyc_applications (member_id, first_name, last_name, gender, date_of_birth, id_number,
         issuing_country, nationality, phone, industry, occupation, place_of_birth, residence_country,
         address, submitted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [
        memberId,
        input.firstName,
        input.lastName,
        input.gender,
        input.dateOfBirth,
        input.idNumber,
        input.issuingCountry,
        input.nationality,
        input.phone,
        input.industry,
        input.occupation,
        input.placeOfBirth,
        input.residenceCountry,
        input.address,
        now,
      ],
    );
    await tx.query(
      `INSERT INTO kyc_files (application_id, kind, file_name, size, sha256, content)
       VALUES ($1, $2, $3, $4, $5, decode($6, 'hex'))`,
      [
        app!.id,
        proof.kind,
        input.proof.fileName,
        bytes.length,
        createHash('sha256').update(bytes).digest('hex'),
        // Hex, not the Buffer: both drivers (and any JS realm) pass a string the same way.
        bytes.toString('hex'),
      ],
    );
    // With the application, so a refused submit tells the member nothing (decision 041).
    if (await wantsActivity(tx, memberId, 'wallet'))
      await sendMessage(tx, memberId, {
        template: 'wallet.kycSubmitted',
        icon: 'icons/wallet.svg',
        at: now,
      });
  });
  return kycInfo(db, memberId);
}

/** The demo reviewer: sets the newest application's status (none to review: DataNotExist). */
export async function reviewKyc(
  db: Queryable,
  clock: Clock,
  memberId: number,
  status: Exclude<KycStatus, 'NoCheck'>,
): Promise<KycInfo> {
  const rows = await db.query(
    `UPDATE kyc_applications SET status = $2, reviewed_at = $3
      WHERE id = (SELECT max(id) FROM kyc_applications WHERE member_id = $1) RETURNING id`,
    [memberId, status, clock.now()],
  );
  if (rows.length === 0) throw new ApiError('DataNotExist');
  return kycInfo(db, memberId);
}
