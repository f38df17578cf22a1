// The demo's KYC and withdrawals (decision 037), inside the seed's transaction: the demo member has
// passed KYC and three past withdrawals (one waiting for review, one rejected and refunded, one
// sent), each with the ledger entries a real one has; LunaByte has no KYC, to show the form.
import { createHash } from 'node:crypto';
import type { Queryable } from './db.ts';
import { credit, debit } from '../domain/shared/ledger.ts';
import { feeOf } from '../domain/wallet/fees.ts';
import { toChecksumAddress } from '../../src/money/eip55.ts';

const DAY_MS = 86_400_000;
/** The smallest PNG header a proof check accepts: the demo's stand-in for a scanned bill. */
const DEMO_PROOF = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const RATE_BPS = 50;
const GAS = 1_500_000n;

type SeedWithdrawal = {
  amount: bigint;
  daysAgo: number;
  status: 'NoApprove' | 'Reject' | 'AdminPass';
  address: string;
};

const DEMO_WITHDRAWALS: readonly SeedWithdrawal[] = [
  {
    amount: 40_000_000n,
    daysAgo: 9,
    status: 'AdminPass',
    address: '0x52908400098527886E0F7030069857D2E4169EE7',
  },
  {
    amount: 15_000_000n,
    daysAgo: 5,
    status: 'Reject',
    address: '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  },
  {
    amount: 20_000_000n,
    daysAgo: 1,
    status: 'NoApprove',
    address: '0xde709f2102306220921060314715629080e2fb77',
  },
];

export async function insertWithdrawContent(
  tx: Queryable,
  now: Date,
  demoId: number,
): Promise<void> {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const [app] = await tx.query<{ id: number }>(
    `INSERT INTO kyc_applications (member_id, status, first_name, last_name, gender, date_of_birth,
       id_number, issuing_country, nationality, phone, industry, occupation, place_of_birth,
       residence_country, address, submitted_at, reviewed_at)
     VALUES ($1, 'AdminPass', 'Demo', 'Hero', 'Other', '1995-04-12', 'A1234567', 'TW', 'TW',
             '+886912345678', 'Technology', 'Game tester', 'Taipei', 'TW',
             '1 Demo Road, Taipei', $2, $3) RETURNING id`,
    [demoId, at(30), at(29)],
  );
  await tx.query(
    `INSERT INTO kyc_files (application_id, kind, file_name, size, sha256, content)
     VALUES ($1, 'png', 'utility-bill.png', $2, $3, decode($4, 'hex'))`,
    [
      app!.id,
      DEMO_PROOF.length,
      createHash('sha256').update(DEMO_PROOF).digest('hex'),
      DEMO_PROOF.toString('hex'),
    ],
  );
  // What the sent and pending withdrawals hold came in before them (demo GACT of its own source), so
  // the demo still ends with SEED_MEMBERS' balance; the rejected one was given back in full.
  const held = DEMO_WITHDRAWALS.filter((w) => w.status !== 'Reject').reduce(
    (sum, w) => sum + w.amount + feeOf(w.amount, RATE_BPS) + GAS,
    0n,
  );
  await credit(tx, {
    memberId: demoId,
    asset: 'GACT',
    amount: held,
    kind: 'walletSeed',
    source: 'seed:withdraw',
    at: at(10),
  });
  for (const [index, seeded] of DEMO_WITHDRAWALS.entries()) {
    // Stored as the quote stores an address: EIP-55 checksummed.
    const w = { ...seeded, address: toChecksumAddress(seeded.address)! };
    const created = at(w.daysAgo);
    const fee = feeOf(w.amount, RATE_BPS);
    const [quote] = await tx.query<{ id: number }>(
      `INSERT INTO withdraw_quotes (member_id, address, amount, fee, gas, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
      [demoId, w.address, w.amount, fee, GAS, created],
    );
    const decided = w.status === 'NoApprove' ? null : new Date(created.getTime() + DAY_MS / 2);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO withdrawals (member_id, quote_id, address, amount, fee, gas, status, created_at,
         first_pass_at, decided_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
      [demoId, quote!.id, w.address, w.amount, fee, GAS, w.status, created, decided],
    );
    const key = { memberId: demoId, asset: 'GACT' as const, source: `withdraw:${row!.id}` };
    await debit(tx, { ...key, kind: 'withdraw', amount: w.amount, at: created });
    await debit(tx, { ...key, kind: 'withdrawFee', amount: fee + GAS, at: created });
    if (w.status === 'Reject')
      await credit(tx, {
        ...key,
        kind: 'withdrawRefund',
        amount: w.amount + fee + GAS,
        at: decided!,
      });
    if (w.status === 'AdminPass')
      await tx.query(
        `INSERT INTO chain_transfers (withdrawal_id, to_address, amount, tx_hash, sent_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          row!.id,
          w.address,
          w.amount,
          `0x${createHash('sha256').update(`demo-withdraw-${index}`).digest('hex')}`,
          decided,
        ],
      );
  }
}
