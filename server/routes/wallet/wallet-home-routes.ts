// The wallet home's reads (issue 14 items 1–4, decision 035): GactInfo (balances, spend and earn
// for a range), Rates, Addresses (made on the first look), Chart and Portfolio. Members only.
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS as WALLET_ENDPOINTS } from '../../../src/app/endpoints.ts';
import { RangeRequestSchema } from '../../../src/features/wallet/api/schemas/wallet-home.ts';
import type { AppDeps } from '../../deps.ts';
import { memberRoute } from '../../http/route.ts';
import {
  gactInfo,
  walletAddresses,
  walletChart,
  walletPortfolio,
  walletRates,
} from '../../domain/wallet/wallet-home.ts';

export function registerWalletHomeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  memberRoute(
    app,
    db,
    WALLET_ENDPOINTS.gactInfo,
    RangeRequestSchema,
    async ({ input, session }) => ({
      data: await gactInfo(db, session.memberId, input.range ?? 'D', clock.now()),
    }),
  );

  memberRoute(app, db, WALLET_ENDPOINTS.walletRates, null, async () => ({
    data: await walletRates(db, clock.now()),
  }));

  memberRoute(app, db, WALLET_ENDPOINTS.walletAddresses, null, async ({ session }) => ({
    data: await walletAddresses(db, session.memberId, clock.now()),
  }));

  memberRoute(
    app,
    db,
    WALLET_ENDPOINTS.walletChart,
    RangeRequestSchema,
    async ({ input, session }) => ({
      data: await walletChart(db, session.memberId, input.range ?? 'D', clock.now()),
    }),
  );

  memberRoute(app, db, WALLET_ENDPOINTS.walletPortfolio, null, async ({ session }) => ({
    data: await walletPortfolio(db, session.memberId, clock.now()),
  }));
}
