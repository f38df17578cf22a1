// The support form's limits under concurrency (decision 042): 50 requests to one address at once
// record exactly the hourly limit, the rest are refused; one draft sent 50 times at once records
// once and mails once. Runs on PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import { SUPPORT_LIMITS } from '../../domain/help/support-requests.ts';
import { envelopeOf } from '../../test-support/test-app.ts';
import { TEST_DATABASE_URL } from '../../test-support/test-db.ts';
import { concurrencyApps } from '../../test-support/second-app.ts';
import { burst } from '../../test-support/burst.ts';

const CONCURRENT = 50;
const t = concurrencyApps();

const send = (payload: object, ip: string) =>
  t.app
    .inject({ method: 'POST', url: ENDPOINTS.supportRequest.path, payload, remoteAddress: ip })
    .then(envelopeOf);

const request = (email: string, draftId: string) => ({
  draftId,
  topic: 'account',
  subject: 'Cannot sign in',
  message: 'The sign-in page says my password is wrong.',
  email,
});

const count = async (sql: string, param: string) =>
  Number((await t.testDb.db.query<{ n: string }>(sql, [param]))[0]?.n ?? 'NaN');

describe(`${CONCURRENT} support requests at once (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('records exactly the hourly limit for one address; the rest are TooManyRequests', async () => {
    const email = 'flood@support.test';
    const answers = await burst(CONCURRENT, (i) =>
      send(request(email, `flood-draft-${i}`), `10.60.${Math.floor(i / 100)}.${i % 100}`),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 0)).toHaveLength(SUPPORT_LIMITS.perEmail);
    expect(statuses.filter((s) => s === STATUS.TooManyRequests.code)).toHaveLength(
      CONCURRENT - SUPPORT_LIMITS.perEmail,
    );
    expect(
      await count('SELECT count(*) AS n FROM support_requests WHERE reply_email = $1', email),
    ).toBe(SUPPORT_LIMITS.perEmail);
  });

  it('records one draft sent 50 times at once once, with one number and one mail', async () => {
    const email = 'double-tap@support.test';
    const answers = await burst(CONCURRENT, () =>
      send(request(email, 'same-draft-0001'), '10.61.0.1'),
    );
    expect(answers.every((a) => a.status === 0)).toBe(true);
    const numbers = new Set(answers.map((a) => (a.data as { number: string }).number));
    expect(numbers.size).toBe(1);
    expect(
      await count('SELECT count(*) AS n FROM support_requests WHERE reply_email = $1', email),
    ).toBe(1);
    expect(await count('SELECT count(*) AS n FROM outbox WHERE to_email = $1', email)).toBe(1);
  });
});
