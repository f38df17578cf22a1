// The `_token` rule (issue acceptance, docs/product/account.md): an access token handed over in the address signs
// the visitor in as an "api" login and leaves the address bar; such a login lasts only while the
// page that received it is open. The platform says whose the token is before it is used: another
// member's link asks before replacing the signed-in member, a refused one changes nothing (issue 10
// item 3).
import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER, SEED_MEMBERS } from '../../../server/db/seed-data.ts';
import { bottomNav, expectHomeMounted } from '../support/app';
import { apiLogin, DEMO, seedLogin, storedLoginInfo, type LoginResult } from '../support/session';
import { t, textIn } from '../support/texts';

// Kai: signed in on this device. Not Luna, whose password the password-reset spec changes (and a
// reset ends every session); Kai's very first sign-in belongs to auth-sign-in.spec.ts, run first.
const KAI = SEED_MEMBERS.find((m) => m.email === 'kai@gamerhub.test')!;
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/url-token';

test('/home?_token=<access token> signs in, strips _token and stores an "api" login', async ({
  page,
  request,
}) => {
  const { access_token } = await apiLogin(request);
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
  });

  await page.goto(`/home?_token=${encodeURIComponent(access_token)}`);
  await expectHomeMounted(page);
  await expect(page).toHaveURL(
    (url) => url.pathname === '/home' && !url.searchParams.has('_token'),
  );
  await expect(
    bottomNav(page).getByRole('button', { name: t('nav.exit'), exact: true }),
  ).toBeVisible();

  const stored = await storedLoginInfo(page);
  expect(stored).toMatchObject({ uid: 'api', access_token });
  // The token never travels in a request's address.
  expect(apiCalls.filter((url) => url.includes(access_token))).toEqual([]);

  // Spec §3: without a `_token` in the address, a stored "api" login is removed, so a reload
  // (the address no longer has it) signs the visitor out.
  await page.reload();
  await expectHomeMounted(page);
  await expect(
    bottomNav(page).getByRole('button', { name: t('nav.login'), exact: true }),
  ).toBeVisible();
  expect(await storedLoginInfo(page)).toBeNull();
});

const switchDialog = (page: Page) =>
  page.getByRole('dialog', { name: t('urlToken.switchTitle'), exact: true });

/** Kai is signed in on this device; the demo member's link opens. */
async function openOtherMembersLink(
  page: Page,
  request: Parameters<typeof apiLogin>[0],
): Promise<{ kai: LoginResult; link: LoginResult }> {
  const kai = await apiLogin(request, { email: KAI.email, password: KAI.password });
  const link = await apiLogin(request, DEMO);
  await seedLogin(page, kai);
  await page.goto(`/home?_token=${encodeURIComponent(link.access_token)}`);
  await expect(page).toHaveURL((url) => !url.searchParams.has('_token'));
  await expect(page.getByRole('dialog')).toBeVisible();
  return { kai, link };
}

test("another member's link asks first; Stay keeps the member who is signed in", async ({
  page,
  request,
}) => {
  const { kai } = await openOtherMembersLink(page, request);
  const dialog = switchDialog(page);
  await expect(dialog).toContainText(DEMO.email);
  await expect(dialog).toContainText(KAI.email);
  // Nothing is replaced while the question is open.
  expect(await storedLoginInfo(page)).toMatchObject({ access_token: kai.access_token });

  await dialog
    .getByRole('button', { name: t('urlToken.stayAs', { name: KAI.nickname }), exact: true })
    .click();
  await expect(dialog).toHaveCount(0);
  expect(await storedLoginInfo(page)).toMatchObject({
    access_token: kai.access_token,
    uid: kai.uid,
  });
  await expect(
    bottomNav(page).getByRole('button', { name: t('nav.exit'), exact: true }),
  ).toBeVisible();
});

test("another member's link asks first; Continue signs in as the link's member", async ({
  page,
  request,
}) => {
  const { link } = await openOtherMembersLink(page, request);
  await switchDialog(page)
    .getByRole('button', {
      name: t('urlToken.continueAs', { name: DEMO_MEMBER.nickname }),
      exact: true,
    })
    .click();
  await expect(switchDialog(page)).toHaveCount(0);
  expect(await storedLoginInfo(page)).toMatchObject({
    uid: 'api',
    access_token: link.access_token,
  });
  await expect(
    bottomNav(page).getByRole('button', { name: t('nav.exit'), exact: true }),
  ).toBeVisible();
});

test("the same member's link changes nothing and asks nothing", async ({ page, request }) => {
  const stored = await apiLogin(request, DEMO);
  const link = await apiLogin(request, DEMO);
  await seedLogin(page, stored);
  await page.goto(`/home?_token=${encodeURIComponent(link.access_token)}`);
  await expectHomeMounted(page);
  await expect(switchDialog(page)).toHaveCount(0);
  expect(await storedLoginInfo(page)).toMatchObject({ access_token: stored.access_token });
});

test('a refused token: a translated message, and the member who is signed in stays', async ({
  page,
  request,
}) => {
  const stored = await apiLogin(request, DEMO);
  await seedLogin(page, stored);
  await page.goto('/home?_token=not-a-token');
  await expect(page.getByText(t('urlToken.refused'), { exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => !url.searchParams.has('_token'));
  expect(await storedLoginInfo(page)).toMatchObject({ access_token: stored.access_token });
  await expect(
    bottomNav(page).getByRole('button', { name: t('nav.exit'), exact: true }),
  ).toBeVisible();
});

test('a refused token for a visitor: the message, and still signed out', async ({ page }) => {
  await page.goto('/home?_token=not-a-token');
  await expect(page.getByText(t('urlToken.refused'), { exact: true })).toBeVisible();
  expect(await storedLoginInfo(page)).toBeNull();
  await expect(
    bottomNav(page).getByRole('button', { name: t('nav.login'), exact: true }),
  ).toBeVisible();
});

for (const lang of ['en-US', 'zh-TW'] as const) {
  for (const width of [360, 390, 430]) {
    test(`the account-switch question fits a ${width}-wide phone in ${lang}`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      await openOtherMembersLink(page, request);
      const dialog = page.getByRole('dialog', { name: textIn(lang, 'urlToken.switchTitle') });
      // Nothing wider than the screen; every button at least 44 px tall.
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      for (const button of await dialog.getByRole('button').all()) {
        expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      await page.screenshot({ path: `${SHOTS}/account-switch-${lang}-${width}.png` });
    });
  }
}
