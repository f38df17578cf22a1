// Lootboxes (OpenLootbox, LootboxList, LootboxHistory) and the inventory (Inventory, UseItem):
// issue 12, decision 028. Texts answer in the request's Accept-Language.
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { PageRequestSchema } from '../../../src/shared/api/schemas/envelope.ts';
import {
  InventoryRequestSchema,
  OpenLootboxRequestSchema,
  UseItemRequestSchema,
} from '../../../src/features/lootbox/api/schemas/lootbox.ts';
import type { AppDeps } from '../../deps.ts';
import { memberRoute, publicRoute } from '../../http/route.ts';
import { listLootboxes } from '../../domain/lootbox/lootboxes.ts';
import { openHistory, openLootbox } from '../../domain/lootbox/lootbox-opens.ts';
import { listInventory, useItem } from '../../domain/lootbox/inventory.ts';
import { languageOf } from '../../http/language.ts';

export function registerLootboxRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  publicRoute(app, db, ENDPOINTS.lootboxList, null, async ({ request }) => ({
    data: await listLootboxes(db, languageOf(request)),
  }));

  memberRoute(
    app,
    db,
    ENDPOINTS.openLootbox,
    OpenLootboxRequestSchema,
    async ({ input, session, request }) => ({
      data: await openLootbox(deps, { memberId: session.memberId, ...input }, languageOf(request)),
    }),
  );

  memberRoute(
    app,
    db,
    ENDPOINTS.lootboxHistory,
    PageRequestSchema,
    async ({ input, session, request }) => {
      const { items, total } = await openHistory(db, session.memberId, input, languageOf(request));
      return { data: items, total };
    },
  );

  memberRoute(
    app,
    db,
    ENDPOINTS.inventory,
    InventoryRequestSchema,
    async ({ input, session, request }) => {
      const { items, total } = await listInventory(
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
    ENDPOINTS.useItem,
    UseItemRequestSchema,
    async ({ input, session, request }) => ({
      data: await useItem(deps, session.memberId, input, languageOf(request)),
    }),
  );
}
