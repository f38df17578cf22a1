import { describe, expect, it } from 'vitest';
import { questQueries } from './quest-queries';

const member = { uid: '10000001', lang: 'en-US' };
const visitor = { uid: '', lang: 'en-US' };

describe('quest query keys', () => {
  it('name the viewer wherever the answer is about them, so signing in or out reads afresh', () => {
    const target = { questId: 3 };
    expect(questQueries.questers(member, target).queryKey).not.toEqual(
      questQueries.questers(visitor, target).queryKey,
    );
    expect(questQueries.winners(member, target).queryKey).not.toEqual(
      questQueries.winners(visitor, target).queryKey,
    );
    expect(questQueries.list(member, {}).queryKey).not.toEqual(
      questQueries.list(visitor, {}).queryKey,
    );
  });

  it('all start with the prefix a claim invalidates', () => {
    const prefix = questQueries.all();
    for (const key of [
      questQueries.questers(member, { eventId: 1 }).queryKey,
      questQueries.detail(member, 1).queryKey,
      questQueries.majorEvent(member, 1).queryKey,
      questQueries.trending(member).queryKey,
    ])
      expect(key.slice(0, prefix.length)).toEqual([...prefix]);
  });
});
