// Favourite games on Home (issue 16 item 1, decision 047). Shared by the client and the local API.
import * as z from 'zod/mini';
import { GameSchema } from './game';
import { Id } from '../../../../shared/api/schemas/ids';

const GameId = Id;

/**
 * GameAddToFavorite's payload: the state wanted, not a toggle, so a retry after a lost answer (or a
 * second tap racing the first) leaves the same state instead of flipping it back.
 */
export const FavoriteRequestSchema = z.object({ gameId: GameId, favorite: z.boolean() });
export type FavoriteRequest = z.infer<typeof FavoriteRequestSchema>;

/** Its answer: the state now stored, which the client keeps as the truth. */
export const FavoriteResultSchema = z.object({ gameId: GameId, favorite: z.boolean() });
export type FavoriteResult = z.infer<typeof FavoriteResultSchema>;

// A spread of the game's shape rather than `z.extend`: the same type without zod's extend code.
/** A partnered game as PartneredGames answers it: `favorite` is false for a visitor. */
export const PartneredGameSchema = z.object({ ...GameSchema.shape, favorite: z.boolean() });
export type PartneredGame = z.infer<typeof PartneredGameSchema>;
export const PartneredGameListSchema = z.array(PartneredGameSchema);
