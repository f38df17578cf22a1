// Query factories of explore, the game page and the news page. Every key holds the language (the
// server answers in it); the game page's also names who is asking, because its quests carry the
// member's state, so signing in or out reads afresh.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { exploreApi } from '../explore-api';
import type { Viewer } from '../../../../shared/api/viewer';
import { nextPage } from '../../../../shared/api/paging';

export type ExploreFilter = { keyword: string; genre: string | null };
/** The page as it opens: no keyword, no genre. */
export const NO_EXPLORE_FILTER: ExploreFilter = { keyword: '', genre: null };

export const exploreQueries = {
  all: () => ['explore'] as const,
  games: (lang: string, filter: ExploreFilter) =>
    infiniteQueryOptions({
      queryKey: ['explore', 'games', lang, filter] as const,
      queryFn: ({ pageParam, signal }) =>
        exploreApi.gameList(
          {
            page: pageParam,
            ...(filter.keyword === '' ? {} : { keyword: filter.keyword }),
            ...(filter.genre === null ? {} : { genre: filter.genre }),
          },
          { signal },
        ),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => nextPage(pages, last.total, (p) => p.data),
    }),
  genres: (lang: string) =>
    queryOptions({
      queryKey: ['explore', 'genres', lang] as const,
      queryFn: ({ signal }) => exploreApi.genreList({ signal }),
      staleTime: 5 * 60_000,
    }),
  game: (viewer: Viewer, id: number) =>
    queryOptions({
      queryKey: ['explore', 'game', viewer.uid, viewer.lang, id] as const,
      queryFn: ({ signal }) => exploreApi.gameDetail(id, { signal }),
    }),
  news: (lang: string, id: number) =>
    queryOptions({
      queryKey: ['explore', 'news', lang, id] as const,
      queryFn: ({ signal }) => exploreApi.newsDetail(id, { signal }),
    }),
};
