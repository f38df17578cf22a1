// Mark-as-read updates the cached lists in place (docs/product/help.md: no refetch, so no loading flag): the
// right messages turn read, and the unread count drops by what was really unread.
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Message } from '../../../../shared/api/schemas/member';
import { memberQueries } from '../../../../shared/api/queries/member-queries';
import { markReadInCache } from './message-cache';

type Page = { data: Message[]; total: number; unread?: number };
const msg = (id: number, isRead: boolean): Message => ({
  id,
  icon: 'icons/system.svg',
  title: `t${id}`,
  content: '',
  isRead,
  createdAt: '2026-11-27T08:00:00Z',
});

function seeded() {
  const client = new QueryClient();
  const recent = memberQueries.recentMessages('u1', 'en-US').queryKey;
  const all = memberQueries.messagesInfinite('u1', 'en-US').queryKey;
  const other = memberQueries.recentMessages('u2', 'en-US').queryKey;
  client.setQueryData<Page>(recent, { data: [msg(5, false), msg(4, true)], total: 5, unread: 3 });
  client.setQueryData<InfiniteData<Page>>(all, {
    pages: [
      { data: [msg(5, false), msg(4, true), msg(3, false)], total: 5, unread: 3 },
      { data: [msg(2, false), msg(1, true)], total: 5, unread: 3 },
    ],
    pageParams: [1, 2],
  });
  client.setQueryData<Page>(other, { data: [msg(9, false)], total: 1, unread: 1 });
  const read = () => ({
    recent: client.getQueryData<Page>(recent)!,
    all: client.getQueryData<InfiniteData<Page>>(all)!,
    other: client.getQueryData<Page>(other)!,
  });
  return { client, read };
}

describe('markReadInCache', () => {
  it('one unread message: read in every list, the count one lower, other members untouched', () => {
    const { client, read } = seeded();
    markReadInCache(client, 'u1', 3);
    const { recent, all, other } = read();
    expect(all.pages[0]!.data.find((m) => m.id === 3)?.isRead).toBe(true);
    expect(all.pages.map((p) => p.unread)).toEqual([2, 2]);
    expect(recent.unread).toBe(2);
    expect(recent.data[0]!.isRead).toBe(false);
    expect(other.unread).toBe(1);
  });

  it('a message already read changes no count', () => {
    const { client, read } = seeded();
    markReadInCache(client, 'u1', 4);
    expect(read().recent.unread).toBe(3);
  });

  it('all: every message read and the count 0', () => {
    const { client, read } = seeded();
    markReadInCache(client, 'u1', 'all');
    const { recent, all } = read();
    expect(recent.unread).toBe(0);
    expect(all.pages.flatMap((p) => p.data).every((m) => m.isRead)).toBe(true);
    expect(all.pages.map((p) => p.unread)).toEqual([0, 0]);
  });
});
