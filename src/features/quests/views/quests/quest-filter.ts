// What the quest list screens read from the address bar (issue 11): the list's filter
// (`/quests?game=…&kind=…`) and the quest or event of the quester and winner pages
// (`?questId=…` or `?eventId=…`). The address is input: every value is parsed strictly, and a value
// that is not exactly right means "All" (filters) or "not found" (targets), never a crash.
import { QUEST_KINDS, type QuestKind } from '../../api/schemas/quest';
import type { QuestFilter } from '../../api/queries/quest-queries';
import { idOfText, singleParam } from '../../../../shared/api/single-param';

/** A partnered game's id, the platform's own quests, or every quest. */
export type GameFilter = 'all' | 'platform' | number;
export type KindFilter = 'all' | QuestKind;
export type ListFilter = { readonly game: GameFilter; readonly kind: KindFilter };

export const ALL_QUESTS: ListFilter = { game: 'all', kind: 'all' };

export const FILTER_PARAMS = { GAME: 'game', KIND: 'kind' } as const;
export const PLATFORM_GAME = 'platform';

function isQuestKind(text: string): text is QuestKind {
  return (QUEST_KINDS as readonly string[]).includes(text);
}

/**
 * The filter the address asks for. `knownGameIds`: the partnered games once loaded; a game id that
 * is not one of them means All (undefined while they load: the id is kept until they are known).
 */
export function parseListFilter(
  params: URLSearchParams,
  knownGameIds?: readonly number[],
): ListFilter {
  const kindText = singleParam(params, FILTER_PARAMS.KIND);
  const kind: KindFilter = kindText !== null && isQuestKind(kindText) ? kindText : 'all';
  const gameText = singleParam(params, FILTER_PARAMS.GAME);
  let game: GameFilter = 'all';
  if (gameText === PLATFORM_GAME) game = 'platform';
  else {
    const id = idOfText(gameText);
    if (id !== null && (knownGameIds === undefined || knownGameIds.includes(id))) game = id;
  }
  return { game, kind };
}

/**
 * The address query of a filter, other parameters of `base` kept: '?game=2&kind=daily', or ''
 * for All. The inverse of parseListFilter.
 */
export function listFilterSearch(filter: ListFilter, base?: URLSearchParams): string {
  const params = new URLSearchParams(base);
  params.delete(FILTER_PARAMS.GAME);
  params.delete(FILTER_PARAMS.KIND);
  if (filter.game !== 'all') params.set(FILTER_PARAMS.GAME, String(filter.game));
  if (filter.kind !== 'all') params.set(FILTER_PARAMS.KIND, filter.kind);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export function isFiltered(filter: ListFilter): boolean {
  return filter.game !== 'all' || filter.kind !== 'all';
}

/** What QuestList is asked for: a game by id, or the platform's own quests (filtered by the server). */
export function questListFilter(filter: ListFilter): QuestFilter {
  return {
    ...(typeof filter.game === 'number' ? { gameId: filter.game } : {}),
    ...(filter.game === 'platform' ? { platform: true } : {}),
    ...(filter.kind !== 'all' ? { kind: filter.kind } : {}),
  };
}

/** The quest or the event a quester or winner page is about. */
export type Target = { questId: number } | { eventId: number };

/** `?questId=N` or `?eventId=N`: exactly one, once, a valid id; anything else is null (not found). */
export function parseTarget(params: URLSearchParams): Target | null {
  const hasQuest = params.has('questId');
  const hasEvent = params.has('eventId');
  if (hasQuest === hasEvent) return null;
  const id = idOfText(singleParam(params, hasQuest ? 'questId' : 'eventId'));
  if (id === null) return null;
  return hasQuest ? { questId: id } : { eventId: id };
}
