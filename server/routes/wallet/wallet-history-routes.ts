// The wallet history (issue 14 item 8, decision 038): History (a page of the member's ledger
// entries with filters) and HistoryDetail (one entry). Subject names answer in the request's
// Accept-Language; ranges are read in the member's zone at the server's clock.
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import {
  WalletHistoryDetailRequestSchema,
  WalletHistoryRequestSchema,
} from '../../../src/features/wallet/api/schemas/wallet-history.ts';
import type { AppDeps } from '../../deps.ts';
import { memberRoute } from '../../http/route.ts';
import { historyDetail, listHistory } from '../../domain/wallet/wallet-history.ts';
import { languageOf } from '../../http/language.ts';

export function registerWalletHistoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  memberRoute(
    app,
    db,
    ENDPOINTS.walletHistory,
    WalletHistoryRequestSchema,
    async ({ input, session }) => listHistory(db, session.memberId, input, clock.now()),
  );

  memberRoute(
    app,
    db,
    ENDPOINTS.walletHistoryDetail,
    WalletHistoryDetailRequestSchema,
    async ({ input, session, request }) => ({
      data: await historyDetail(db, session.memberId, Number(input.id), languageOf(request)),
    }),
  );
}
