// Withdrawing GACT through HTTP (issue 14 item 6, decision 037): each refusal of the quote, the
// Transfer code (its type required, used once), the hold through the ledger, review steps, a reject
// refunding exactly once, and the history's status lookup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import {
  WithdrawInfoSchema,
  WithdrawQuoteSchema,
  WithdrawalSchema,
} from '../../../src/features/wallet/api/schemas/withdraw.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';
import { manualClock, MINUTE_MS } from '../../clock.ts';
import { createTestApp, codeFromOutbox, login, type TestApp } from '../../test-support/test-app.ts';
import {
  ADDRESS,
  call,
  gactLedgerOf,
  makeWithdrawer,
  plantTransferCode,
  quoteOf,
} from '../../test-support/withdraw-helpers.ts';
import { quoteWithdrawal, withdrawalStatusesBySource } from '../../domain/wallet/withdrawals.ts';
import { codeHasher, codeKey } from '../../auth/codes.ts';

const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});

const GACT = (n: number) => BigInt(n) * 1_000_000n;
const quote = async (token: string, amount: string, address?: string) => {
  const body = await quoteOf(t.app, token, amount, address);
  expect(body.status).toBe(0);
  return WithdrawQuoteSchema.parse(body.data);
};
const withdrawWith = (token: string, quoteId: number, code: string) =>
  call(t.app, ENDPOINTS.withdraw, { quoteId, code }, token);
const review = (id: number, decision: 'CustomerServicePass' | 'AdminPass' | 'Reject') =>
  call(t.app, ENDPOINTS.devWalletReview, { kind: 'withdraw', id, decision }, null);

describe('WithdrawQuote', () => {
  it('shows the amount, the fee and gas and the total, exactly', async () => {
    const m = await makeWithdrawer(t.testDb.db, { gact: GACT(500) });
    const q = await quote(m.accessToken, '100.000001', ADDRESS.toLowerCase());
    // 0.5 % of 100.000001 is 0.500000005: rounded up to the minor unit; gas 1.5.
    expect(q).toMatchObject({
      address: ADDRESS,
      amount: '100.000001',
      fee: '0.500001',
      gas: '1.5',
      total: '102.000002',
    });
  });

  it('refuses each case with its own status', async () => {
    const db = t.testDb.db;
    const m = await makeWithdrawer(db, { gact: GACT(50) });
    const cases: [string, string, keyof typeof STATUS][] = [
      ['', '20', 'WalletAddressEmpty'],
      ['   ', '20', 'WalletAddressEmpty'],
      ['0x5290', '20', 'WalletAddressInvalid'],
      // One letter's case changed: the EIP-55 checksum catches it.
      [ADDRESS.replace('E0F', 'e0F'), '20', 'WalletAddressInvalid'],
      [ADDRESS, '9.999999', 'WithdrawalTooSmall'],
      [ADDRESS, '0', 'ParameterError'],
      [ADDRESS, '1.0000001', 'ParameterError'],
      [ADDRESS, '-5', 'ParameterError'],
      [ADDRESS, '49', 'InsufficientGactBalance'],
    ];
    for (const [address, amount, status] of cases) {
      const body = await quoteOf(t.app, m.accessToken, amount, address);
      expect(body.status, `${address} ${amount}`).toBe(STATUS[status].code);
    }
    // 48.5 + 0.2425 + 1.5 = 50.2425 > 50; 48 + 0.24 + 1.5 = 49.74 fits.
    expect((await quoteOf(t.app, m.accessToken, '48.5')).status).toBe(
      STATUS.InsufficientGactBalance.code,
    );
    expect((await quoteOf(t.app, m.accessToken, '48')).status).toBe(0);
  });

  it('needs a passed KYC: none or one still being checked is KycIncomplete', async () => {
    for (const kyc of [null, 'NoCheck', 'RegtankPass', 'AdminNoPass'] as const) {
      const m = await makeWithdrawer(t.testDb.db, { gact: GACT(100), kyc });
      const body = await quoteOf(t.app, m.accessToken, '20');
      expect(body.status, String(kyc)).toBe(STATUS.KycIncomplete.code);
      expect(body.data).toEqual({ kycStatus: kyc });
    }
    const passed = await makeWithdrawer(t.testDb.db, { gact: GACT(100), kyc: 'Pass' });
    expect((await quoteOf(t.app, passed.accessToken, '20')).status).toBe(0);
  });

  it('refuses a member who is not active (WithdrawNotActivated), even mid-session', async () => {
    const db = t.testDb.db;
    const m = await makeWithdrawer(db, { gact: GACT(100) });
    await db.query(`UPDATE members SET status = 'Frozen' WHERE id = $1`, [m.id]);
    const deps = { db, clock, hasher: codeHasher(await codeKey(db, null)) };
    await expect(
      quoteWithdrawal(deps, m.id, { address: ADDRESS, amount: GACT(20) }),
    ).rejects.toMatchObject({ statusName: 'WithdrawNotActivated' });
    // Through HTTP the session itself ends first (decision 033).
    expect((await quoteOf(t.app, m.accessToken, '20')).status).not.toBe(0);
  });
});

describe('Transfer code and Withdraw', () => {
  it('mails a Transfer code only to the signed-in member, only to their own email', async () => {
    const m = await makeWithdrawer(t.testDb.db, { gact: GACT(100) });
    const ask = (email: string, token: string | null) =>
      call(t.app, ENDPOINTS.verificationCode, { email, codeType: 'Transfer' }, token);
    expect((await ask(m.email, null)).status).toBe(STATUS.TokenNotExist.code);
    expect((await ask('someone@else.test', m.accessToken)).status).toBe(STATUS.ParameterError.code);
    expect((await ask(m.email.toUpperCase(), m.accessToken)).status).toBe(0);
    expect(await codeFromOutbox(t.app, m.email)).toMatch(/^[0-9]{6}$/);
  });

  it('holds amount and fee + gas, once; a wrong, used or other-type code is refused', async () => {
    const db = t.testDb.db;
    const m = await makeWithdrawer(db, { gact: GACT(200) });
    const q = await quote(m.accessToken, '100');
    // A code of another type does not confirm a withdrawal.
    await db.query(
      `INSERT INTO verification_codes (email, code_type, code_hash, created_at, expires_at, address)
       SELECT $1, 'Login', code_hash, created_at, expires_at, address FROM verification_codes LIMIT 1`,
      [m.email],
    );
    expect((await withdrawWith(m.accessToken, q.quoteId, '123456')).status).toBe(
      STATUS.VerificationCodeExpired.code,
    );
    await plantTransferCode(db, m.email, '123456', clock.now());
    expect((await withdrawWith(m.accessToken, q.quoteId, '654321')).status).toBe(
      STATUS.VerificationCodeError.code,
    );
    const done = await withdrawWith(m.accessToken, q.quoteId, '123456');
    expect(done.status).toBe(0);
    const w = WithdrawalSchema.parse(done.data);
    expect(w).toMatchObject({ status: 'NoApprove', amount: '100', fee: '0.5', gas: '1.5' });
    expect(await gactLedgerOf(db, m.id)).toBe(GACT(200) - 102_000_000n);
    // The same quote again answers the same withdrawal and charges nothing more.
    const again = await withdrawWith(m.accessToken, q.quoteId, '000000');
    expect(WithdrawalSchema.parse(again.data).id).toBe(w.id);
    expect(await gactLedgerOf(db, m.id)).toBe(GACT(200) - 102_000_000n);
    // The code was used: a new quote needs a new code.
    const q2 = await quote(m.accessToken, '10');
    expect((await withdrawWith(m.accessToken, q2.quoteId, '123456')).status).toBe(
      STATUS.VerificationCodeExpired.code,
    );
    const entries = await db.query<{ kind: string; amount: string }>(
      `SELECT kind, amount::text AS amount FROM ledger_entries WHERE member_id = $1 AND source = $2
        ORDER BY id`,
      [m.id, `withdraw:${w.id}`],
    );
    expect(entries).toEqual([
      { kind: 'withdraw', amount: '100000000' },
      { kind: 'withdrawFee', amount: '2000000' },
    ]);
  });

  it('an expired quote asks for a new one; another member cannot use my quote', async () => {
    const db = t.testDb.db;
    const m = await makeWithdrawer(db, { gact: GACT(200) });
    const other = await makeWithdrawer(db, { gact: GACT(200) });
    const q = await quote(m.accessToken, '20');
    expect((await withdrawWith(other.accessToken, q.quoteId, '111111')).status).toBe(
      STATUS.DataNotExist.code,
    );
    clock.advance(10 * MINUTE_MS + 1);
    await plantTransferCode(db, m.email, '222222', clock.now());
    expect((await withdrawWith(m.accessToken, q.quoteId, '222222')).status).toBe(
      STATUS.RequestExpired.code,
    );
    expect(await gactLedgerOf(db, m.id)).toBe(GACT(200));
  });

  it('a balance spent between quote and confirm is refused and the code stays usable', async () => {
    const db = t.testDb.db;
    const m = await makeWithdrawer(db, { gact: GACT(100) });
    const q1 = await quote(m.accessToken, '60');
    const q2 = await quote(m.accessToken, '60');
    await plantTransferCode(db, m.email, '333333', clock.now());
    expect((await withdrawWith(m.accessToken, q1.quoteId, '333333')).status).toBe(0);
    await plantTransferCode(db, m.email, '444444', clock.now());
    expect((await withdrawWith(m.accessToken, q2.quoteId, '444444')).status).toBe(
      STATUS.InsufficientGactBalance.code,
    );
    expect(await gactLedgerOf(db, m.id)).toBe(GACT(100) - 61_800_000n);
  });
});

describe('review', () => {
  async function made(amount = '50') {
    const db = t.testDb.db;
    const m = await makeWithdrawer(db, { gact: GACT(100) });
    const q = await quote(m.accessToken, amount);
    await plantTransferCode(db, m.email, '555555', clock.now());
    const w = WithdrawalSchema.parse((await withdrawWith(m.accessToken, q.quoteId, '555555')).data);
    return { m, w };
  }

  it('first level audit, then the administrator: the chain stand-in sends it with a hash', async () => {
    const { m, w } = await made();
    expect((await review(w.id, 'AdminPass')).status).toBe(STATUS.OrderProcessedRepeatedly.code);
    const first = WithdrawalSchema.parse((await review(w.id, 'CustomerServicePass')).data);
    expect(first.status).toBe('CustomerServicePass');
    expect(first.firstPassAt).not.toBeNull();
    const sent = WithdrawalSchema.parse((await review(w.id, 'AdminPass')).data);
    expect(sent.status).toBe('AdminPass');
    expect(sent.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await review(w.id, 'Reject')).status).toBe(STATUS.OrderProcessedRepeatedly.code);
    expect(await gactLedgerOf(t.testDb.db, m.id)).toBe(GACT(100) - 51_750_000n);
    const info = WithdrawInfoSchema.parse(
      (await call(t.app, ENDPOINTS.withdrawals, null, m.accessToken)).data,
    );
    expect(info.items[0]).toMatchObject({ id: w.id, status: 'AdminPass', txHash: sent.txHash });
  });

  it('a reject at either step refunds amount + fee + gas exactly once', async () => {
    for (const step of ['NoApprove', 'CustomerServicePass'] as const) {
      const { m, w } = await made('33.333333');
      if (step === 'CustomerServicePass') await review(w.id, 'CustomerServicePass');
      const rejects = await Promise.all([review(w.id, 'Reject'), review(w.id, 'Reject')]);
      expect(rejects.map((r) => r.status).sort()).toEqual([
        0,
        STATUS.OrderProcessedRepeatedly.code,
      ]);
      expect((await review(w.id, 'Reject')).status).toBe(STATUS.OrderProcessedRepeatedly.code);
      expect(await gactLedgerOf(t.testDb.db, m.id)).toBe(GACT(100));
      const [refunds] = await t.testDb.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_entries WHERE member_id = $1 AND kind = 'withdrawRefund'`,
        [m.id],
      );
      expect(refunds!.n).toBe(1);
    }
  });

  it('the demo reviewer exists only where the local outbox is served', async () => {
    const hidden = await createTestApp({ config: { serveOutbox: false } });
    try {
      const response = await hidden.app.inject({
        method: 'POST',
        url: ENDPOINTS.devWalletReview.path,
        payload: { kind: 'withdraw', id: 1, decision: 'Reject' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await hidden.close();
    }
  });

  it('the history reads statuses by ledger source', async () => {
    const { m, w } = await made();
    const statuses = await withdrawalStatusesBySource(t.testDb.db, m.id, [
      `withdraw:${w.id}`,
      'withdraw:999999',
      'convert:1',
      'withdraw:abc',
    ]);
    expect([...statuses]).toEqual([[`withdraw:${w.id}`, 'NoApprove']]);
    const demo = await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const info = WithdrawInfoSchema.parse(
      (await call(t.app, ENDPOINTS.withdrawals, null, demo.access_token)).data,
    );
    expect(info.items.map((i) => i.status)).toEqual(['NoApprove', 'Reject', 'AdminPass']);
    expect(info).toMatchObject({
      minAmount: '10',
      feeRateBps: 50,
      gas: '1.5',
      kycStatus: 'AdminPass',
    });
    // Another member's withdrawal is not in my lookup.
    expect((await withdrawalStatusesBySource(t.testDb.db, m.id, ['withdraw:1'])).size).toBe(0);
  });
});
