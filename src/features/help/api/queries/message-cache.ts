// After a mark-as-read call, the member's message lists are updated in place rather than read
// again: a refetch would turn on the loading flag, which mark calls never do (docs/product/help.md).
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Message } from '../../../../shared/api/schemas/member';
import { memberQueries } from '../../../../shared/api/queries/member-queries';

type MessagePage = { data: Message[]; total: number; unread?: number };
type Cached = MessagePage | InfiniteData<MessagePage> | undefined;

/** `which`: one message's id, or 'all'. Only what was unread is counted down. */
export function markReadInCache(queryClient: QueryClient, uid: string, which: number | 'all') {
  const isTarget = (m: Message) => !m.isRead && (which === 'all' || m.id === which);
  // How many became read: known once, from whichever list held the message.
  let marked = which === 'all' ? Number.POSITIVE_INFINITY : 0;
  for (const [, data] of queryClient.getQueriesData<Cached>({
    queryKey: [...memberQueries.all(uid), 'messages'],
  })) {
    const pages = data === undefined ? [] : 'pages' in data ? data.pages : [data];
    if (which !== 'all' && pages.some((p) => p.data.some(isTarget))) marked = 1;
  }
  const page = (p: MessagePage): MessagePage => ({
    ...p,
    data: p.data.map((m) => (isTarget(m) ? { ...m, isRead: true } : m)),
    unread: p.unread === undefined ? undefined : Math.max(0, p.unread - marked),
  });
  queryClient.setQueriesData<Cached>(
    { queryKey: [...memberQueries.all(uid), 'messages'] },
    (data) =>
      data === undefined
        ? data
        : 'pages' in data
          ? { ...data, pages: data.pages.map(page) }
          : page(data),
  );
}
