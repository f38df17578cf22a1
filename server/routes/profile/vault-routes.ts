// The vault (issue 13, decision 032): the member's game balances and items (Vault) and one item
// with its status history (VaultItem). Texts answer in the request's Accept-Language.
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { VaultItemRequestSchema } from '../../../src/features/profile/api/schemas/vault.ts';
import type { AppDeps } from '../../deps.ts';
import { memberRoute } from '../../http/route.ts';
import { memberVault, vaultItem } from '../../domain/profile/vault.ts';
import { languageOf } from '../../http/language.ts';

export function registerVaultRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  memberRoute(app, db, ENDPOINTS.vault, null, async ({ session, request }) => ({
    data: await memberVault(db, session.memberId, languageOf(request)),
  }));

  memberRoute(
    app,
    db,
    ENDPOINTS.vaultItem,
    VaultItemRequestSchema,
    async ({ input, session, request }) => ({
      data: await vaultItem(db, session.memberId, Number(input.id), languageOf(request)),
    }),
  );
}
