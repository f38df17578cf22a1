// Concurrent marks (decision 041): 50 mark-all calls at once mark each unread message once between
// them, and 50 dismissals of one announcement at once keep one dismissal, all answering success.
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';
import { envelopeOf, login, post } from '../../test-support/test-app.ts';
import { concurrencyApps } from '../../test-support/second-app.ts';
import { burst } from '../../test-support/burst.ts';

const t = concurrencyApps();
let token = '';
beforeAll(async () => {
  token = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
});

describe('concurrent activity marks', () => {
  it('50 concurrent ReadAllMessages: the marked counts add up to the unread count', async () => {
    const [before] = await t.testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM messages m JOIN members u ON u.id = m.member_id
        WHERE u.email = $1 AND m.read_at IS NULL`,
      [DEMO_MEMBER.email],
    );
    expect(before!.n).toBeGreaterThan(0);
    const answers = await burst(50, () => post(t.app, ENDPOINTS.readAllMessages.path, {}, token));
    const bodies = answers.map((a) => envelopeOf(a) as { status: number; data: { read: number } });
    expect(bodies.every((b) => b.status === 0)).toBe(true);
    expect(bodies.reduce((sum, b) => sum + b.data.read, 0)).toBe(before!.n);
  });

  it('50 concurrent dismissals of one announcement: all succeed, one row', async () => {
    const [a] = await t.testDb.db.query<{ id: number }>('SELECT id FROM announcements LIMIT 1');
    const answers = await burst(50, () =>
      post(t.app, ENDPOINTS.dismissAnnouncement.path, { id: a!.id }, token),
    );
    expect(answers.every((r) => envelopeOf(r).status === 0)).toBe(true);
    const [rows] = await t.testDb.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM announcement_dismissals WHERE announcement_id = $1',
      [a!.id],
    );
    expect(rows!.n).toBe(1);
  });
});
