// Query factories of the quest screens. Every key names who is asking (`viewer`: the member's uid,
// or '' for a visitor) and the language, because the server answers per member and per language:
// signing in, out or switching language reads afresh instead of showing another's state.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { QUESTS } from '../../../../config/constants';
import { questApi } from '../quest-api';
import type { QuestKind } from '../schemas/quest';
import type { Viewer } from '../../../../shared/api/viewer';
import { nextPage } from '../../../../shared/api/paging';

export type QuestFilter = { gameId?: number; platform?: true; kind?: QuestKind };

export const questQueries = {
  /** Prefix of every quest query: invalidated after a claim or reported progress. */
  all: () => ['quests'] as const,
  list: (viewer: Viewer, filter: QuestFilter) =>
    infiniteQueryOptions({
      queryKey: ['quests', 'list', viewer.uid, viewer.lang, filter] as const,
      queryFn: ({ pageParam, signal }) =>
        questApi.questList({ page: pageParam, size: QUESTS.LIST_PAGE_SIZE, ...filter }, { signal }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => nextPage(pages, last.total, (p) => p.data),
    }),
  detail: (viewer: Viewer, id: number) =>
    queryOptions({
      queryKey: ['quests', 'detail', viewer.uid, viewer.lang, id] as const,
      queryFn: ({ signal }) => questApi.quest(id, { signal }),
    }),
  majorEvents: (viewer: Viewer) =>
    infiniteQueryOptions({
      queryKey: ['quests', 'majorEvents', viewer.uid, viewer.lang] as const,
      queryFn: ({ pageParam, signal }) =>
        questApi.majorEventList({ page: pageParam, size: QUESTS.LIST_PAGE_SIZE }, { signal }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => nextPage(pages, last.total, (p) => p.data),
    }),
  majorEvent: (viewer: Viewer, id: number) =>
    queryOptions({
      queryKey: ['quests', 'majorEvent', viewer.uid, viewer.lang, id] as const,
      queryFn: ({ signal }) => questApi.majorEvent(id, { signal }),
    }),
  trending: (viewer: Viewer) =>
    queryOptions({
      queryKey: ['quests', 'trending', viewer.uid, viewer.lang] as const,
      queryFn: ({ signal }) => questApi.trendingEvents({ signal }),
      staleTime: 60_000,
    }),
  /** Keyed by viewer too: the member's own row says "You", so signing in or out reads afresh. */
  questers: (viewer: Viewer, target: { questId?: number; eventId?: number }) =>
    infiniteQueryOptions({
      queryKey: ['quests', 'questers', viewer.uid, target] as const,
      queryFn: ({ pageParam, signal }) =>
        questApi.questers(
          { ...target, page: pageParam, size: QUESTS.QUESTER_PAGE_SIZE },
          { signal },
        ),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => nextPage(pages, last.total, (p) => p.data),
    }),
  winners: (viewer: Viewer, target: { questId?: number; eventId?: number }) =>
    infiniteQueryOptions({
      queryKey: ['quests', 'winners', viewer.uid, viewer.lang, target] as const,
      queryFn: ({ pageParam, signal }) =>
        questApi.winners({ ...target, page: pageParam, size: QUESTS.WINNER_PAGE_SIZE }, { signal }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => nextPage(pages, last.total, (p) => p.data.winners),
    }),
  progress: (viewer: Viewer) =>
    queryOptions({
      queryKey: ['quests', 'progress', viewer.uid, viewer.lang] as const,
      queryFn: ({ signal }) => questApi.questProgress({ signal }),
      enabled: viewer.uid !== '',
    }),
};
