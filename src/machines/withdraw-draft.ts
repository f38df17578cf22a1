// What the member typed into the KYC or withdraw form when their session ended: kept in this tab's
// sessionStorage for the way through sign-in and back, read once, then removed. The pages save as
// the member types (a refused call ends the session, and the form with it, before the machine could
// save); the proof file is kept apart, when the storage has room for it.
import type { KycDraft } from './kyc.machine';

const KYC_KEY = 'gamerhub.kycDraft';
const KYC_PROOF_KEY = 'gamerhub.kycDraftProof';
const WITHDRAW_KEY = 'gamerhub.withdrawDraft';

export type WithdrawDraft = { address: string; amount: string };

function save(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked or full (a large file): the member chooses it or types again.
  }
}

function take(key: string): Record<string, unknown> | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const text = (v: unknown, max = 200) => (typeof v === 'string' ? v.slice(0, max) : '');

/** The typed fields (small: saved as the member types) and, apart, the chosen file (once). */
export function saveKycDraft(draft: Partial<KycDraft>): void {
  if (draft.fields) save(KYC_KEY, { fields: draft.fields });
  if (draft.proof !== undefined) save(KYC_PROOF_KEY, { proof: draft.proof });
}

export function clearKycDraft(): void {
  take(KYC_KEY);
  take(KYC_PROOF_KEY);
}

export function takeKycDraft(): KycDraft | undefined {
  const value = take(KYC_KEY);
  const proofValue = take(KYC_PROOF_KEY);
  if (!value && !proofValue) return undefined;
  const fields = value?.fields && typeof value.fields === 'object' ? value.fields : {};
  const kept: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) kept[k] = text(v);
  const proof = proofValue?.proof as {
    fileName?: unknown;
    content?: unknown;
    size?: unknown;
  } | null;
  return {
    fields: kept,
    proof:
      proof && typeof proof.content === 'string'
        ? {
            fileName: text(proof.fileName, 120),
            content: proof.content,
            size: Number(proof.size) || 0,
          }
        : null,
  };
}

export function saveWithdrawDraft(draft: WithdrawDraft): void {
  save(WITHDRAW_KEY, draft);
}

export function clearWithdrawDraft(): void {
  take(WITHDRAW_KEY);
}

export function takeWithdrawDraft(): WithdrawDraft | undefined {
  const value = take(WITHDRAW_KEY);
  return value ? { address: text(value.address, 100), amount: text(value.amount, 40) } : undefined;
}
