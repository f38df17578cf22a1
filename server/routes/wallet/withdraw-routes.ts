// KYC and withdraw GACT (issue 14 items 6 and 7, decision 037): the member's KYC status and
// application, the withdraw quote, the withdrawal with its Transfer code, the member's withdrawals,
// and (dev only) the demo's reviewer.
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { kycSubmitSchema } from '../../../src/features/wallet/api/schemas/kyc.ts';
import {
  WalletReviewRequestSchema,
  WithdrawQuoteRequestSchema,
  WithdrawRequestSchema,
} from '../../../src/features/wallet/api/schemas/withdraw.ts';
import { toMinor } from '../../../src/money/amount.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError, success } from '../../http/envelope.ts';
import { memberRoute, publicRoute } from '../../http/route.ts';
import { authenticate } from '../../domain/shared/sessions.ts';
import { kycInfo, reviewKyc, submitKyc } from '../../domain/wallet/kyc.ts';
import { memberEmail } from '../../domain/shared/transfer-code.ts';
import {
  quoteWithdrawal,
  reviewWithdrawal,
  withdraw,
  withdrawInfo,
} from '../../domain/wallet/withdrawals.ts';

/**
 * The KYC submit carries the proof of address as base64 (decision 037): 5 MB of file is about 7 MB
 * of JSON, so this one route may take that much; every other keeps the app's 64 KiB.
 */
const KYC_BODY_LIMIT_BYTES = 7 * 1024 * 1024 + 64 * 1024;

export function registerWithdrawRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock, hasher } = deps;
  const submitSchema = kycSubmitSchema(() => clock.now().toISOString().slice(0, 10));

  memberRoute(app, db, ENDPOINTS.kyc, null, async ({ session }) => ({
    data: await kycInfo(db, session.memberId),
  }));

  // Registered by hand for its own body limit; the bearer is checked before the input, as memberRoute does.
  app.route({
    method: 'POST',
    url: ENDPOINTS.kycSubmit.path,
    bodyLimit: KYC_BODY_LIMIT_BYTES,
    handler: async (request) => {
      const session = await authenticate(db, request.headers.authorization);
      const parsed = submitSchema.safeParse(request.body);
      if (!parsed.success) throw new ApiError('ParameterError');
      return success(await submitKyc(db, clock, session.memberId, parsed.data));
    },
  });

  memberRoute(app, db, ENDPOINTS.withdrawals, null, async ({ session }) => ({
    data: await withdrawInfo(db, clock, session.memberId),
  }));

  memberRoute(
    app,
    db,
    ENDPOINTS.withdrawQuote,
    WithdrawQuoteRequestSchema,
    async ({ input, session }) => {
      const amount = toMinor(input.amount, 6);
      if (amount === null || amount <= 0n) throw new ApiError('ParameterError');
      return {
        data: await quoteWithdrawal(deps, session.memberId, { address: input.address, amount }),
      };
    },
  );

  memberRoute(app, db, ENDPOINTS.withdraw, WithdrawRequestSchema, async ({ input, session }) => {
    const email = await memberEmail(db, session.memberId);
    return {
      data: await withdraw(
        { db, clock, hasher },
        { memberId: session.memberId, email },
        { quoteId: input.quoteId, code: input.code },
      ),
    };
  });
}

/** The demo's reviewer (no real back office yet): served only where the local outbox is. */
export function registerWalletReviewStandIn(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  publicRoute(app, db, ENDPOINTS.devWalletReview, WalletReviewRequestSchema, async ({ input }) => {
    if (input.kind === 'withdraw')
      return { data: await reviewWithdrawal(db, clock, input.id, input.decision) };
    const [member] = await db.query<{ id: number }>('SELECT id FROM members WHERE email = $1', [
      input.email.trim().toLowerCase(),
    ]);
    if (!member) throw new ApiError('UserNotExist');
    return { data: await reviewKyc(db, clock, member.id, input.status) };
  });
}
