// What the member typed into the KYC or withdraw form when their session ended: kept in this tab's
// sessionStorage for the way through sign-in and back, read once, then removed. The pages save as
// the member types (a refused call ends the session, and the form with it, before the machine could
// save); the proof file is kept apart, when the storage has room for it.
import type { KycDraft } from './kyc.machine';
import { recordOf, sessionDraft, textOf } from '../../../shared/machines/session-draft';

export type WithdrawDraft = { address: string; amount: string };

type StoredProof = { fileName?: unknown; content?: unknown; size?: unknown };

const kycFields = sessionDraft<Pick<KycDraft, 'fields'>>('kyc', (stored) => {
  const kept: Record<string, string> = {};
  for (const [k, v] of Object.entries(recordOf(recordOf(stored).fields))) kept[k] = textOf(v);
  return { fields: kept };
});
const kycProof = sessionDraft<Pick<KycDraft, 'proof'>>('kycProof', (stored) => {
  const proof = recordOf(stored).proof as StoredProof | null | undefined;
  return {
    proof:
      proof && typeof proof.content === 'string'
        ? {
            fileName: textOf(proof.fileName, 120),
            content: proof.content,
            size: Number(proof.size) || 0,
          }
        : null,
  };
});
const withdraw = sessionDraft<WithdrawDraft>('withdraw', (stored) => {
  const value = recordOf(stored);
  return { address: textOf(value.address, 100), amount: textOf(value.amount, 40) };
});

/** The typed fields (small: saved as the member types) and, apart, the chosen file (once). */
export function saveKycDraft(draft: Partial<KycDraft>): void {
  if (draft.fields) kycFields.save({ fields: draft.fields });
  if (draft.proof !== undefined) kycProof.save({ proof: draft.proof });
}

export function clearKycDraft(): void {
  kycFields.clear();
  kycProof.clear();
}

export function takeKycDraft(): KycDraft | undefined {
  const fields = kycFields.take();
  const proof = kycProof.take();
  if (fields === undefined && proof === undefined) return undefined;
  return { fields: fields?.fields ?? {}, proof: proof?.proof ?? null };
}

export function saveWithdrawDraft(draft: WithdrawDraft): void {
  withdraw.save(draft);
}

export function clearWithdrawDraft(): void {
  withdraw.clear();
}

export function takeWithdrawDraft(): WithdrawDraft | undefined {
  return withdraw.take();
}
