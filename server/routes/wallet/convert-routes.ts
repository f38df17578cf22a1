// Convert (issue 14 item 5, decision 036): the pairs and balances, a quote, and converting it.
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import {
  ConvertQuoteRequestSchema,
  ConvertRequestSchema,
} from '../../../src/features/wallet/api/schemas/convert.ts';
import type { AppDeps } from '../../deps.ts';
import { memberRoute } from '../../http/route.ts';
import { convertInfo, convertQuote, quoteConvert } from '../../domain/wallet/converts.ts';

export function registerConvertRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  memberRoute(app, db, ENDPOINTS.convertInfo, null, async ({ session }) => ({
    data: await convertInfo(deps, session.memberId),
  }));

  memberRoute(
    app,
    db,
    ENDPOINTS.convertQuote,
    ConvertQuoteRequestSchema,
    async ({ input, session }) => ({
      data: await quoteConvert(deps, session.memberId, input),
    }),
  );

  memberRoute(app, db, ENDPOINTS.convert, ConvertRequestSchema, async ({ input, session }) => ({
    data: await convertQuote(deps, session.memberId, input.quoteId),
  }));
}
