// What the member typed into the KYC or withdraw form when their session ended: kept in this tab's
// sessionStorage for the way through sign-in and back, read once, then removed. The proof file is
// kept too when the storage has room for it (a full quota keeps the typed fields alone).
import type { KycDraft } from './kyc.machine';

const KYC_KEY = 'gamerhub.kycDraft';
const WITHDRAW_KEY = 'gamerhub.withdrawDraft';

export type WithdrawDraft = { address: string; amount: string };

function save(key: string, value: unknown, fallback?: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    try {
      if (fallback !== undefined) sessionStorage.setItem(key, JSON.stringify(fallback));
    } catch {
      // Storage blocked: the member types again.
    }
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

export function saveKycDraft(draft: KycDraft): void {
  save(KYC_KEY, draft, { ...draft, proof: null });
}

export function takeKycDraft(): KycDraft | undefined {
  const value = take(KYC_KEY);
  if (!value) return undefined;
  const fields = value.fields && typeof value.fields === 'object' ? value.fields : {};
  const kept: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) kept[k] = text(v);
  const proof = value.proof as { fileName?: unknown; content?: unknown; size?: unknown } | null;
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

export function takeWithdrawDraft(): WithdrawDraft | undefined {
  const value = take(WITHDRAW_KEY);
  return value ? { address: text(value.address, 100), amount: text(value.amount, 40) } : undefined;
}
