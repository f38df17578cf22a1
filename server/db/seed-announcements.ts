// The announcements every database starts with (decision 041): the beta-ended notice of docs/product/README.md.
import type { Queryable } from './db.ts';

export const SEED_ANNOUNCEMENTS = [
  {
    slug: 'beta-ended',
    title: {
      'en-US': 'The beta has ended',
      'zh-TW': '公開測試已結束',
      'zh-CN': '公开测试已结束',
    },
    body: {
      'en-US':
        'Thank you for playing in the beta. Single sign-on into partner games is closed until the official launch; your account, points and GACT stay as they are.',
      'zh-TW':
        '感謝你參與公開測試。正式上線前，合作遊戲的單一登入已暫停；你的帳號、積分與 GACT 都會保留。',
      'zh-CN':
        '感谢你参与公开测试。正式上线前，合作游戏的单点登录已暂停；你的账号、积分与 GACT 都会保留。',
    },
    /** Started a day before the seed, open-ended. */
    startsHoursAgo: 24,
  },
] as const;

export async function insertAnnouncements(tx: Queryable, now: Date): Promise<void> {
  for (const a of SEED_ANNOUNCEMENTS) {
    await tx.query(
      `INSERT INTO announcements (slug, title, body, starts_at) VALUES ($1, $2::jsonb, $3::jsonb, $4)`,
      [
        a.slug,
        JSON.stringify(a.title),
        JSON.stringify(a.body),
        new Date(now.getTime() - a.startsHoursAgo * 3_600_000),
      ],
    );
  }
}
