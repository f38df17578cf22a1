// Withdrawing GACT (issue 14 item 6, decision 037). A quote fixes the address, amount, fee and gas the
// member confirms; the withdrawal, made with a mailed Transfer code, debits (holds) amount and fee +
// gas at once through the ledger (`withdraw` and `withdrawFee`, source `withdraw:<id>`), then waits
// for review: NoApprove → CustomerServicePass (first level audit) → AdminPass, when the chain
// stand-in records the transfer, or Reject at either step, which gives everything back exactly once
// (`withdrawRefund`, same source).
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.ts';
import { toIso } from '../../db/values.ts';
import { MINUTE_MS, after, type Clock } from '../../clock.ts';
import type { CodeHasher } from '../../auth/codes.ts';
import { ApiError } from '../../http/envelope.ts';
import { balanceOf, credit, debit, formatMinor } from '../shared/ledger.ts';
import { kycInfo } from './kyc.ts';
import { useVerificationCode } from '../account/verification-codes.ts';
import { checkAddress, toChecksumAddress } from '../../../src/money/eip55.ts';
import { feeOf } from './fees.ts';
import { KYC_PASSED } from '../../../src/features/wallet/api/schemas/kyc.ts';
import type {
  WithdrawInfo,
  WithdrawQuote,
  WithdrawStatus,
  Withdrawal,
} from '../../../src/features/wallet/api/schemas/withdraw.ts';

/** Long enough to fetch the mailed code and type it; an older quote asks for a new one. */
export const QUOTE_TTL_MS = 10 * MINUTE_MS;

export type WithdrawRules = { rateBps: number; gas: bigint; minAmount: bigint };

export type WithdrawDeps = { db: Db; clock: Clock; hasher: CodeHasher };

const gact = (minor: bigint) => formatMinor(minor, 'GACT');
const sourceOf = (id: number) => `withdraw:${id}`;

/** The fee rate in force at `at` (the newest row that has started). */
export async function withdrawRules(db: Queryable, at: Date): Promise<WithdrawRules> {
  const [row] = await db.query<{ rate_bps: number; gas: string; min_amount: string }>(
    `SELECT rate_bps, gas::text AS gas, min_amount::text AS min_amount FROM withdraw_fee_rates
      WHERE fee_kind = 'WithdrawGactAndGas' AND valid_from <= $1
      ORDER BY valid_from DESC, id DESC LIMIT 1`,
    [at],
  );
  if (!row) throw new ApiError('RateUnavailable');
  return { rateBps: row.rate_bps, gas: BigInt(row.gas), minAmount: BigInt(row.min_amount) };
}

/** Refuses a member who may not withdraw: not active (WithdrawNotActivated) or no passed KYC. */
async function checkMayWithdraw(tx: Queryable, memberId: number): Promise<void> {
  // The member row lock (decision 055): the member's withdrawals are made one at a time (with the
  // balance lock, the check of balance and status is race-free even for a status changed meanwhile).
  const [member] = await tx.query<{ status: string }>(
    'SELECT status FROM members WHERE id = $1 FOR NO KEY UPDATE',
    [memberId],
  );
  if (member?.status !== 'Actived') throw new ApiError('WithdrawNotActivated');
  const { status } = await kycInfo(tx, memberId);
  if (!status || !KYC_PASSED.includes(status))
    throw new ApiError('KycIncomplete', { data: { kycStatus: status } });
}

/** A quote for withdrawing `amount` GACT to `address`: fee and gas and the total it takes. */
export async function quoteWithdrawal(
  deps: WithdrawDeps,
  memberId: number,
  input: { address: string; amount: bigint },
): Promise<WithdrawQuote> {
  const check = checkAddress(input.address);
  if (check === 'empty') throw new ApiError('WalletAddressEmpty');
  if (check === 'invalid') throw new ApiError('WalletAddressInvalid');
  const address = toChecksumAddress(input.address.trim())!;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await checkMayWithdraw(tx, memberId);
    const rules = await withdrawRules(tx, now);
    if (input.amount < rules.minAmount)
      throw new ApiError('WithdrawalTooSmall', { data: { minAmount: gact(rules.minAmount) } });
    const fee = feeOf(input.amount, rules.rateBps);
    const total = input.amount + fee + rules.gas;
    if ((await balanceOf(tx, memberId, 'GACT')) < total)
      throw new ApiError('InsufficientGactBalance');
    const expiresAt = after(now, QUOTE_TTL_MS);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO withdraw_quotes (member_id, address, amount, fee, gas, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [memberId, address, input.amount, fee, rules.gas, now, expiresAt],
    );
    return {
      quoteId: row!.id,
      address,
      amount: gact(input.amount),
      fee: gact(fee),
      gas: gact(rules.gas),
      total: gact(total),
      expiresAt: toIso(expiresAt),
    };
  });
}

type WithdrawalRow = {
  id: number;
  address: string;
  amount: string;
  fee: string;
  gas: string;
  status: WithdrawStatus;
  created_at: Date;
  first_pass_at: Date | null;
  decided_at: Date | null;
  tx_hash: string | null;
};

const WITHDRAWAL_COLUMNS = `w.id, w.address, w.amount::text AS amount, w.fee::text AS fee,
  w.gas::text AS gas, w.status, w.created_at, w.first_pass_at, w.decided_at, c.tx_hash`;

function withdrawalOut(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    address: row.address,
    amount: gact(BigInt(row.amount)),
    fee: gact(BigInt(row.fee)),
    gas: gact(BigInt(row.gas)),
    status: row.status,
    createdAt: toIso(row.created_at),
    firstPassAt: row.first_pass_at ? toIso(row.first_pass_at) : null,
    decidedAt: row.decided_at ? toIso(row.decided_at) : null,
    txHash: row.tx_hash,
  };
}

async function withdrawalWhere(db: Queryable, where: string, params: unknown[]) {
  const [row] = await db.query<WithdrawalRow>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals w
       LEFT JOIN chain_transfers c ON c.withdrawal_id = w.id WHERE ${where}`,
    params,
  );
  return row ? withdrawalOut(row) : null;
}

type QuoteRow = {
  id: number;
  address: string;
  amount: string;
  fee: string;
  gas: string;
  expires_at: Date;
};

type WithdrawOutcome = {
  withdrawal?: Withdrawal;
  refused?: 'VerificationCodeError' | 'VerificationCodeExpired';
};

/**
 * Makes the withdrawal of a quote with the member's Transfer code. Asking again for a quote already
 * withdrawn answers that withdrawal (a retry after a lost answer never charges twice).
 */
export async function withdraw(
  deps: WithdrawDeps,
  member: { memberId: number; email: string },
  input: { quoteId: number; code: string },
): Promise<Withdrawal> {
  const { memberId } = member;
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<WithdrawOutcome> => {
    await checkMayWithdraw(tx, memberId);
    const [quote] = await tx.query<QuoteRow>(
      `SELECT id, address, amount::text AS amount, fee::text AS fee, gas::text AS gas, expires_at
         FROM withdraw_quotes WHERE id = $1 AND member_id = $2`,
      [input.quoteId, memberId],
    );
    if (!quote) throw new ApiError('DataNotExist');
    const done = await withdrawalWhere(tx, 'w.quote_id = $1', [quote.id]);
    if (done) return { withdrawal: done };
    if (quote.expires_at.getTime() <= now.getTime()) throw new ApiError('RequestExpired');
    // A wrong code is counted (the transaction commits) and answered after it.
    const refused = await useVerificationCode(
      tx,
      deps.clock,
      deps.hasher,
      member.email,
      'Transfer',
      input.code,
    );
    if (refused) return { refused };
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO withdrawals (member_id, quote_id, address, amount, fee, gas, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [memberId, quote.id, quote.address, quote.amount, quote.fee, quote.gas, now],
    );
    const id = row!.id;
    const key = { memberId, asset: 'GACT' as const, source: sourceOf(id), at: now };
    await debit(tx, { ...key, kind: 'withdraw', amount: BigInt(quote.amount) });
    const charges = BigInt(quote.fee) + BigInt(quote.gas);
    if (charges > 0n) await debit(tx, { ...key, kind: 'withdrawFee', amount: charges });
    return { withdrawal: (await withdrawalWhere(tx, 'w.id = $1', [id]))! };
  });
  if (outcome.refused) throw new ApiError(outcome.refused);
  return outcome.withdrawal!;
}

/** The withdraw screen's data: balance, rules, KYC status and every withdrawal, newest first. */
export async function withdrawInfo(
  db: Queryable,
  clock: Clock,
  memberId: number,
): Promise<WithdrawInfo> {
  const rules = await withdrawRules(db, clock.now());
  const rows = await db.query<WithdrawalRow>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals w
       LEFT JOIN chain_transfers c ON c.withdrawal_id = w.id
      WHERE w.member_id = $1 ORDER BY w.created_at DESC, w.id DESC LIMIT 50`,
    [memberId],
  );
  return {
    balance: gact(await balanceOf(db, memberId, 'GACT')),
    minAmount: gact(rules.minAmount),
    feeRateBps: rules.rateBps,
    gas: gact(rules.gas),
    kycStatus: (await kycInfo(db, memberId)).status,
    items: rows.map(withdrawalOut),
  };
}

export type ReviewDecision = 'CustomerServicePass' | 'AdminPass' | 'Reject';

/** Which status a decision may follow: passes go one level at a time, a reject stops either. */
const ALLOWED_FROM: Record<ReviewDecision, readonly WithdrawStatus[]> = {
  CustomerServicePass: ['NoApprove'],
  AdminPass: ['CustomerServicePass'],
  Reject: ['NoApprove', 'CustomerServicePass'],
};

/**
 * The reviewer's step on a withdrawal. A decision that does not follow its status (a second reject,
 * a pass after a reject…) is OrderProcessedRepeatedly; a reject refunds amount + fee + gas once.
 */
export async function reviewWithdrawal(
  db: Db,
  clock: Clock,
  id: number,
  decision: ReviewDecision,
): Promise<Withdrawal> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      member_id: number;
      status: WithdrawStatus;
      address: string;
      amount: string;
      fee: string;
      gas: string;
    }>(
      `SELECT member_id, status, address, amount::text AS amount, fee::text AS fee, gas::text AS gas
         FROM withdrawals WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!row) throw new ApiError('DataNotExist');
    if (!ALLOWED_FROM[decision].includes(row.status))
      throw new ApiError('OrderProcessedRepeatedly');
    if (decision === 'CustomerServicePass') {
      await tx.query('UPDATE withdrawals SET status = $2, first_pass_at = $3 WHERE id = $1', [
        id,
        decision,
        now,
      ]);
    } else {
      await tx.query('UPDATE withdrawals SET status = $2, decided_at = $3 WHERE id = $1', [
        id,
        decision,
        now,
      ]);
    }
    if (decision === 'Reject') {
      const total = BigInt(row.amount) + BigInt(row.fee) + BigInt(row.gas);
      await credit(tx, {
        memberId: row.member_id,
        asset: 'GACT',
        amount: total,
        kind: 'withdrawRefund',
        source: sourceOf(id),
        at: now,
      });
    }
    if (decision === 'AdminPass') {
      await tx.query(
        `INSERT INTO chain_transfers (withdrawal_id, to_address, amount, tx_hash, sent_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [id, row.address, row.amount, `0x${randomBytes(32).toString('hex')}`, now],
      );
    }
    return (await withdrawalWhere(tx, 'w.id = $1', [id]))!;
  });
}

/**
 * The review status of the member's withdrawals named by ledger sources ('withdraw:7'): the
 * history reads it to show each movement's status (decision 034). Unknown sources are left out.
 */
export async function withdrawalStatusesBySource(
  db: Queryable,
  memberId: number,
  sources: string[],
): Promise<Map<string, WithdrawStatus>> {
  const ids = sources
    .map((s) => /^withdraw:([1-9][0-9]{0,9})$/.exec(s)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number)
    .filter((id) => id <= 2_147_483_647);
  const statuses = new Map<string, WithdrawStatus>();
  if (ids.length === 0) return statuses;
  const rows = await db.query<{ id: number; status: WithdrawStatus }>(
    'SELECT id, status FROM withdrawals WHERE member_id = $1 AND id = ANY($2::int[])',
    [memberId, ids],
  );
  for (const row of rows) statuses.set(sourceOf(row.id), row.status);
  return statuses;
}
