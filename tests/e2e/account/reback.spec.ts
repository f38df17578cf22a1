// /reback (issue 4): the sign-on service sends the member back with a one-time code. A valid code
// signs the member in, "Welcome back" counts down and lands on /home; the same code replayed, or a
// malformed one, ends on the error screen with a link to sign in again, never leaving the app.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_MEMBER } from '../../../server/db/seed-data.ts';
import { apiLogin, storedLoginInfo, type Envelope } from '../support/session';
import { t, textPattern } from '../support/texts';

/** A real one-time code, issued the way the sign-on service would (local stand-in endpoint). */
async function issueRebackCode(request: APIRequestContext): Promise<string> {
  const login = await apiLogin(request);
  const response = await request.post('/api/Member/IssueRebackCode', {
    data: {},
    headers: { Authorization: `Bearer ${login.access_token}` },
  });
  const body = (await response.json()) as Envelope<{ code: string }>;
  expect(body.status, body.message).toBe(0);
  return body.data.code;
}

test('a valid code signs in, welcomes back with a countdown and lands on /home; replayed, it is refused', async ({
  page,
  request,
}) => {
  const code = await issueRebackCode(request);
  await page.goto(`/reback?code=${code}&state=e2e`);

  await expect(page.getByRole('heading', { name: t('reback.heading') })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(textPattern('reback.welcome'));
  await expect(page.getByRole('button', { name: t('reback.continue'), exact: true })).toBeVisible();
  expect((await storedLoginInfo(page))?.uid).toBe(DEMO_MEMBER.uid);

  // The countdown (5 s) ends by itself.
  await expect(page).toHaveURL(/\/home$/, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: t('nav.exit'), exact: true })).toBeVisible();

  // The same code again, signed out: the platform refuses it.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/reback?code=${code}&state=e2e`);
  await expect(page.getByRole('heading', { name: t('reback.failedHeading') })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(t('errors.status.SignOnCodeInvalid'));
  expect(await storedLoginInfo(page)).toBeNull();
  await page.getByRole('link', { name: t('reback.signInAgain'), exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('"Continue now" goes to /home at once', async ({ page, request }) => {
  const code = await issueRebackCode(request);
  await page.goto(`/reback?code=${code}`);
  await page.getByRole('button', { name: t('reback.continue'), exact: true }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 2_000 });
});

for (const bad of ['', '%2F%2Fevil.example', 'javascript:alert(1)', 'a%2Fb']) {
  test(`code=${bad || '(missing)'} shows the error and stays in the app`, async ({ page }) => {
    await page.goto(bad ? `/reback?code=${bad}&state=x` : '/reback');
    await expect(page.getByRole('heading', { name: t('reback.failedHeading') })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(t('reback.missingCode'));
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/reback/);
  });
}
