// The `_token` rule (issue acceptance, spec §3): an access token handed over in the address signs
// the visitor in as an "api" login and leaves the address bar; such a login lasts only while the
// page that received it is open.
import { expect, test } from '@playwright/test';
import { bottomNav, expectHomeMounted } from './support/app';
import { apiLogin, storedLoginInfo } from './support/session';
import { t } from './support/texts';

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
