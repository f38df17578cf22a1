// Activity messages and announcements over HTTP (issue 15 items 3 and 5, decision 041): messages
// read in the request's language with an unread count, mark one and all read, announcements shown
// to visitors and members until a member dismisses them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import { MessageListSchema } from '../../../src/shared/api/schemas/member.ts';
import { AnnouncementListSchema } from '../../../src/features/help/api/schemas/activity.ts';
import { DEMO_MEMBER, DEMO_MESSAGE_COUNT } from '../../db/seed-data.ts';
import { SEED_ANNOUNCEMENTS } from '../../db/seed-announcements.ts';
import { sendMessage } from '../../domain/shared/member-messages.ts';
import {
  createTestApp,
  envelopeOf,
  login,
  post,
  type TestApp,
} from '../../test-support/test-app.ts';
import { manualClock } from '../../clock.ts';

const clock = manualClock(new Date('2026-11-20T08:00:00Z'));
let t: TestApp;
let token = '';
let memberId = 0;
let lunaToken = '';

beforeAll(async () => {
  t = await createTestApp({ clock });
  token = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
  lunaToken = (await login(t.app, 'luna@gamerhub.test', 'Luna#2026pass')).access_token;
  const [row] = await t.testDb.db.query<{ id: number }>('SELECT id FROM members WHERE email = $1', [
    DEMO_MEMBER.email,
  ]);
  memberId = row!.id;
});
afterAll(async () => {
  await t?.close();
});

const inLanguage = (language: string, path: string, payload: object, bearer = token) =>
  t.app.inject({
    method: path === ENDPOINTS.announcements.path ? 'GET' : 'POST',
    url: path,
    payload: path === ENDPOINTS.announcements.path ? undefined : payload,
    headers: {
      'accept-language': language,
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
  });

const messagesIn = async (language: string, page = 1, size = 100) => {
  const body = envelopeOf(await inLanguage(language, ENDPOINTS.messages.path, { page, size }));
  expect(body.status).toBe(0);
  return { items: MessageListSchema.parse(body.data), total: body.total, unread: body.unread };
};

describe('Messages', () => {
  it('writes each message in the language asked for, from one stored template', async () => {
    const [en, tw, cn] = await Promise.all(['en-US', 'zh-TW', 'zh-CN'].map((l) => messagesIn(l)));
    expect(en!.total).toBe(DEMO_MESSAGE_COUNT);
    expect(en!.items.map((m) => m.id)).toEqual(tw!.items.map((m) => m.id));
    const byTitle = (list: typeof en, title: string) => list!.items.find((m) => m.title === title);
    const joined = byTitle(en, 'Friend joined');
    expect(joined?.content).toBe(
      'LunaByte joined with your invite code. Claim your invite reward.',
    );
    const twJoined = tw!.items.find((m) => m.id === joined!.id)!;
    expect(twJoined.title).toBe('好友已加入');
    expect(twJoined.content).toContain('LunaByte');
    expect(cn!.items.find((m) => m.id === joined!.id)!.content).toContain('邀请码');
    // A parameter written per language reads in that language too.
    const exchanged = byTitle(en, 'Points redeemed')!;
    expect(exchanged.content).toBe('You redeemed 200 points for a Pixel Orchard seed pack.');
    expect(cn!.items.find((m) => m.id === exchanged.id)!.content).toBe(
      '你用 200 积分兑换了像素果园种子包。',
    );
    // No placeholder is left unfilled in any language.
    for (const list of [en, tw, cn])
      for (const m of list!.items) expect(m.content).not.toMatch(/\{\{/);
  });

  it('counts the unread messages beside the page, whatever the page', async () => {
    const all = await messagesIn('en-US');
    const unread = all.items.filter((m) => !m.isRead).length;
    expect(unread).toBeGreaterThan(0);
    expect(all.unread).toBe(unread);
    expect((await messagesIn('en-US', 2, 4)).unread).toBe(unread);
  });

  it('an unknown Accept-Language reads English', async () => {
    const { items } = await messagesIn('fr-FR', 1, 4);
    const english = await messagesIn('en-US', 1, 4);
    expect(items).toEqual(english.items);
  });
});

describe('ReadMessage and ReadAllMessages', () => {
  beforeEach(async () => {
    await sendMessage(t.testDb.db, memberId, {
      template: 'invite.rewardReady',
      params: { points: 100 },
      icon: 'icons/invite.svg',
      at: clock.now(),
    });
  });

  it('mark one read: the count drops by one, a second mark changes nothing', async () => {
    const before = await messagesIn('en-US');
    const target = before.items.find((m) => !m.isRead)!;
    for (let i = 0; i < 2; i += 1) {
      const body = envelopeOf(
        await post(t.app, ENDPOINTS.readMessage.path, { id: target.id }, token),
      );
      expect(body.status).toBe(0);
    }
    const after = await messagesIn('en-US');
    expect(after.unread).toBe(before.unread! - 1);
    expect(after.items.find((m) => m.id === target.id)?.isRead).toBe(true);
  });

  it('mark all read: answers how many it marked, then 0; every message reads as read', async () => {
    const before = await messagesIn('en-US');
    expect(before.unread).toBeGreaterThan(0);
    const first = envelopeOf(await post(t.app, ENDPOINTS.readAllMessages.path, {}, token));
    expect(first).toMatchObject({ status: 0, data: { read: before.unread } });
    const second = envelopeOf(await post(t.app, ENDPOINTS.readAllMessages.path, {}, token));
    expect(second).toMatchObject({ status: 0, data: { read: 0 } });
    const after = await messagesIn('zh-TW');
    expect(after.unread).toBe(0);
    expect(after.items.every((m) => m.isRead)).toBe(true);
  });

  it("keeps a message read earlier at its first read time, and never touches another member's", async () => {
    const [other] = await t.testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM messages WHERE member_id <> $1 AND read_at IS NULL`,
      [memberId],
    );
    const [earlier] = await t.testDb.db.query<{ read_at: Date }>(
      `SELECT read_at FROM messages WHERE member_id = $1 AND read_at IS NOT NULL ORDER BY id LIMIT 1`,
      [memberId],
    );
    clock.advance(3_600_000);
    await post(t.app, ENDPOINTS.readAllMessages.path, {}, token);
    const [again] = await t.testDb.db.query<{ read_at: Date }>(
      `SELECT read_at FROM messages WHERE member_id = $1 AND read_at IS NOT NULL ORDER BY id LIMIT 1`,
      [memberId],
    );
    expect(again!.read_at.getTime()).toBe(earlier!.read_at.getTime());
    const [otherAfter] = await t.testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM messages WHERE member_id <> $1 AND read_at IS NULL`,
      [memberId],
    );
    expect(otherAfter!.n).toBe(other!.n);
    expect(other!.n).toBeGreaterThan(0);
  });

  it('needs a signed-in member', async () => {
    const response = await post(t.app, ENDPOINTS.readAllMessages.path, {});
    expect(envelopeOf(response).status).toBe(STATUS.TokenNotExist.code);
  });
});

describe('Announcements', () => {
  const beta = SEED_ANNOUNCEMENTS[0];
  const list = async (language: string, bearer: string) => {
    const body = envelopeOf(await inLanguage(language, ENDPOINTS.announcements.path, {}, bearer));
    expect(body.status).toBe(0);
    return AnnouncementListSchema.parse(body.data);
  };

  it('shows the beta-ended notice to visitors in each language', async () => {
    for (const language of ['en-US', 'zh-TW', 'zh-CN'] as const) {
      const [notice] = await list(language, '');
      expect(notice?.title).toBe(beta.title[language]);
      expect(notice?.body).toBe(beta.body[language]);
    }
  });

  it('a member who dismisses it does not see it again, on any device; others still do', async () => {
    const [notice] = await list('en-US', token);
    expect(notice).toBeDefined();
    for (let i = 0; i < 2; i += 1) {
      const body = envelopeOf(
        await post(t.app, ENDPOINTS.dismissAnnouncement.path, { id: notice!.id }, token),
      );
      expect(body.status).toBe(0);
    }
    expect(await list('en-US', token)).toEqual([]);
    const secondDevice = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
    expect(await list('en-US', secondDevice)).toEqual([]);
    expect((await list('en-US', '')).map((a) => a.id)).toContain(notice!.id);
    expect((await list('en-US', lunaToken)).map((a) => a.id)).toContain(notice!.id);
  });

  it('shows an announcement only between its start and end', async () => {
    const now = clock.now();
    await t.testDb.db.query(
      `INSERT INTO announcements (slug, title, body, starts_at, ends_at) VALUES
        ('later', '{"en-US":"Later"}', '{"en-US":"L"}', $1, NULL),
        ('over', '{"en-US":"Over"}', '{"en-US":"O"}', $2, $3)`,
      [
        new Date(now.getTime() + 3_600_000),
        new Date(now.getTime() - 7_200_000),
        new Date(now.getTime() - 3_600_000),
      ],
    );
    const titles = (await list('en-US', '')).map((a) => a.title);
    expect(titles).not.toContain('Later');
    expect(titles).not.toContain('Over');
    clock.advance(2 * 3_600_000);
    expect((await list('en-US', '')).map((a) => a.title)).toContain('Later');
  });

  it('dismissing an unknown announcement is DataNotExist; a visitor cannot dismiss on the server', async () => {
    const unknown = await post(t.app, ENDPOINTS.dismissAnnouncement.path, { id: 999_999 }, token);
    expect(envelopeOf(unknown).status).toBe(STATUS.DataNotExist.code);
    const visitor = await post(t.app, ENDPOINTS.dismissAnnouncement.path, { id: 1 });
    expect(envelopeOf(visitor).status).toBe(STATUS.TokenNotExist.code);
  });
});
