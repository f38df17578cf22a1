// Prizes, RedeemPrize, exchange records and the delivery confirmation (issue 12, decision 027).
// Texts answer in the request's Accept-Language (en-US, zh-TW, zh-CN; English otherwise).
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { PageRequestSchema } from '../../../src/shared/api/schemas/envelope.ts';
import {
  ConfirmExchangeRequestSchema,
  FulfilRequestSchema,
  ExchangeRecordRequestSchema,
  RedeemRequestSchema,
} from '../../../src/features/prizes/api/schemas/prize.ts';
import type { AppDeps } from '../../deps.ts';
import { memberRoute, optionalMemberRoute, publicRoute } from '../../http/route.ts';
import { exchangeRecord, listExchangeRecords, listPrizes } from '../../domain/prizes/prizes.ts';
import { redeemPrize } from '../../domain/prizes/redeem.ts';
import {
  confirmExchange,
  dealingIds,
  fulfilExchange,
} from '../../domain/prizes/exchange-fulfilment.ts';
import { languageOf } from '../../http/language.ts';

export function registerPrizeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  optionalMemberRoute(app, db, ENDPOINTS.prizeList, null, async ({ session, request }) => ({
    data: await listPrizes(db, session?.memberId ?? null, clock.now(), languageOf(request)),
  }));

  memberRoute(
    app,
    db,
    ENDPOINTS.redeemPrize,
    RedeemRequestSchema,
    async ({ input, session, request }) => ({
      data: await redeemPrize(deps, { memberId: session.memberId, ...input }, languageOf(request)),
    }),
  );

  memberRoute(
    app,
    db,
    ENDPOINTS.exchangePrizeRecord,
    PageRequestSchema,
    async ({ input, session, request }) => {
      const { items, total } = await listExchangeRecords(
        db,
        session.memberId,
        input,
        languageOf(request),
      );
      return { data: items, total };
    },
  );

  memberRoute(
    app,
    db,
    ENDPOINTS.exchangeRecordDetail,
    ExchangeRecordRequestSchema,
    async ({ input, session, request }) => ({
      data: await exchangeRecord(db, session.memberId, input.id, languageOf(request)),
    }),
  );

  memberRoute(
    app,
    db,
    ENDPOINTS.confirmExchange,
    ConfirmExchangeRequestSchema,
    async ({ input, session, request }) => ({
      data: await confirmExchange(deps, session.memberId, input, languageOf(request)),
    }),
  );
}

/**
 * The demo's fulfilment step (decision 027), for `npm run reward:fulfil`: settles one Dealing record
 * or all of them. Registered only where the outbox is (a local server without SMTP): it stands in
 * for the prize partner and must never be reachable from the network.
 */
export function registerFulfilmentStandIn(app: FastifyInstance, deps: AppDeps): void {
  publicRoute(
    app,
    deps.db,
    ENDPOINTS.devFulfilExchange,
    FulfilRequestSchema,
    async ({ input, request }) => {
      const ids = input.id ? [input.id] : await dealingIds(deps.db);
      const settled = [];
      for (const id of ids)
        settled.push(await fulfilExchange(deps, id, input.outcome, languageOf(request)));
      return { data: settled };
    },
  );
}
