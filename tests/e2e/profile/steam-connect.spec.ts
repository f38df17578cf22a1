// Steam connect end to end (issue 15 item 2, decision 040): the real round trip in Chromium. A new
// member opens /profile, taps "Connect Steam (+100)", goes to the local stand-in of Steam's OpenID
// 2.0 sign-in, signs in as a Steam account of its own (typed in: the reward is paid once per Steam
// account, so a retry needs a fresh one), and comes back through the entry redirect
// (/?state=steam_x_0&code=…) to the receipt: +100 reward points, once; the address is cleaned.
// Disconnect asks first. A cancel at Steam, a replayed sign-in and a Steam account linked to
// another member each show their translated sentence (zh-TW, zh-CN); HTTP 500, malformed JSON,
// schema-invalid data, no network, a hang and a session ended mid-flow each end in a message and a
// way on. axe: 0 serious or critical.
import { expect, test, type Page } from '@playwright/test';
import { TIMING } from '../../../src/config/constants.ts';
import { formatViolations, seriousViolations } from '../support/axe';
import { seedLogin, signUpViaApi, type LoginResult } from '../support/session';
import { escapeRegExp, t, textIn, type Locale } from '../support/texts';

const CONNECT = '/api/Member/SteamConnect';
const PASSWORD = 'Steam#2026pass';
let made = 0;
type SteamAccount = { steamId: string; name: string };
/**
 * A Steam account nobody on this worker's database has linked: the reward is paid once per Steam
 * account, so a retry or `--repeat-each` must not sign in as an account an earlier attempt linked.
 * The stand-in signs in as any id in Steam's public range with the persona name typed in.
 */
function freshSteamAccount(name: string): SteamAccount {
  made += 1;
  const suffix = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const steamId = `76561199${suffix}${test.info().workerIndex % 10}${String(made % 100).padStart(2, '0')}`;
  return { steamId, name: `${name}${made}` };
}

async function newMember(page: Page, request: Parameters<typeof signUpViaApi>[0], locale: Locale) {
  made += 1;
  const email = `steam-${Date.now()}-${made}-${test.info().workerIndex}@gamerhub.test`;
  const login: LoginResult = await signUpViaApi(request, email, PASSWORD);
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
  await seedLogin(page, login);
  return { email, login };
}

/** From the profile's card to the stand-in page, then as `account` (or cancel) back to the app. */
async function connectAs(page: Page, locale: Locale, account: SteamAccount | 'cancel') {
  // "+100" only while the reward is still open; after it was paid the button promises nothing.
  await page
    .getByRole('button', {
      name: new RegExp(
        `^(${escapeRegExp(textIn(locale, 'steam.connect', { points: '100' }))}|${escapeRegExp(textIn(locale, 'steam.connectAgain'))})$`,
      ),
    })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: textIn(locale, 'steam.prompt.confirm') })
    .click();
  await expect(page).toHaveURL(/\/dev\/steam\/openid\/login\?/);
  if (account === 'cancel') await page.getByRole('button', { name: /Cancel|取消/ }).click();
  else {
    await page.getByLabel('Steam ID').fill(account.steamId);
    await page.getByLabel(/Persona name|個人檔案名稱|个人资料名称/).fill(account.name);
    await page.getByRole('button', { name: /another account|其他帳號|其他账号/ }).click();
  }
}

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

test('connect through the stand-in: +100 points once with a receipt; disconnect asks first', async ({
  page,
  request,
}) => {
  await newMember(page, request, 'en-US');
  const steam = freshSteamAccount('Rabscuttle');
  await page.goto('/profile');
  await expect(page.getByText(t('steam.rewardOpen', { points: '100' }))).toBeVisible();
  await connectAs(page, 'en-US', steam);
  const receipt = page.getByRole('dialog', { name: t('steam.receipt.title') });
  await expect(receipt.getByText(t('steam.receipt.reward', { points: '100' }))).toBeVisible();
  await expect(receipt.getByText(t('steam.receipt.balance', { balance: '100' }))).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expectNoSeriousViolations(page);
  await expect(
    receipt.getByText(t('steam.receipt.linkedName', { name: steam.name })),
  ).toBeVisible();
  await receipt.getByRole('button', { name: t('steam.receipt.done') }).click();
  // The card names the Steam persona (GetPlayerSummaries of the stand-in), not the 17-digit id.
  const card = page.getByRole('region', { name: t('steam.heading') });
  await expect(card.getByText(t('steam.linkedAsName', { name: steam.name }))).toBeVisible();
  await expect(card.getByText(steam.steamId)).toHaveCount(0);

  // Disconnect: asked first; Keep it changes nothing; Disconnect unlinks.
  await page.getByRole('button', { name: t('steam.disconnect') }).click();
  const ask = page.getByRole('dialog', { name: t('steam.disconnectPopup.title') });
  await expectNoSeriousViolations(page);
  await expect(
    ask.getByText(t('steam.disconnectPopup.bodyName', { name: steam.name })),
  ).toBeVisible();
  await ask.getByRole('button', { name: t('steam.disconnectPopup.cancel') }).click();
  await expect(card.getByText(t('steam.linkedAsName', { name: steam.name }))).toBeVisible();
  await page.getByRole('button', { name: t('steam.disconnect') }).click();
  await ask.getByRole('button', { name: t('steam.disconnectPopup.confirm') }).click();
  await expect(page.getByText(t('steam.rewardEarned'))).toBeVisible();
  // The reward was paid: the card no longer promises "+100" under "you already got it".
  await expect(
    card.getByRole('button', { name: t('steam.connectAgain'), exact: true }),
  ).toBeVisible();
  await expect(card.getByText('+100')).toHaveCount(0);

  // Reconnecting later pays nothing more.
  await connectAs(page, 'en-US', steam);
  await expect(page.getByText(t('steam.receipt.noReward'))).toBeVisible();
});

test('cancelled at Steam: its sentence in the member language, and a way back', async ({
  page,
  request,
}) => {
  await newMember(page, request, 'zh-TW');
  await page.goto('/profile');
  await connectAs(page, 'zh-TW', 'cancel');
  await expect(page.getByRole('alert')).toHaveText(
    textIn('zh-TW', 'errors.status.SteamSignInCancelled'),
  );
  // The popup's own Close (its head also has a close icon of the same name).
  await page
    .getByRole('dialog')
    .getByRole('button', { name: textIn('zh-TW', 'steam.failed.close') })
    .last()
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('button', {
      name: textIn('zh-TW', 'steam.connect', { points: '100' }),
    }),
  ).toBeVisible();
});

test('a replayed sign-in is refused, even after the member unlinked', async ({ page, request }) => {
  await newMember(page, request, 'zh-TW');
  await page.goto('/profile');
  let assertion = '';
  page.on('request', (r) => {
    if (r.url().includes('/api/Steam/Return')) assertion = r.url();
  });
  await connectAs(page, 'zh-TW', freshSteamAccount('NovaKnight'));
  await expect(
    page.getByText(textIn('zh-TW', 'steam.receipt.reward', { points: '100' })),
  ).toBeVisible();
  await page.getByRole('button', { name: textIn('zh-TW', 'steam.receipt.done') }).click();
  await page.getByRole('button', { name: textIn('zh-TW', 'steam.disconnect') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: textIn('zh-TW', 'steam.disconnectPopup.confirm') })
    .click();
  await expect(page.getByText(textIn('zh-TW', 'steam.rewardEarned'))).toBeVisible();
  expect(assertion).toContain('openid.mode=id_res');
  await page.goto(assertion);
  await expect(page.getByRole('alert')).toHaveText(
    textIn('zh-TW', 'errors.status.SteamSignInReplayed'),
  );
  await expectNoSeriousViolations(page);
});

test('a Steam account linked to another member is refused in the member language', async ({
  browser,
  request,
}) => {
  const first = await browser.newPage();
  await newMember(first, request, 'zh-TW');
  await first.goto('/profile');
  const held = freshSteamAccount('PixelPilot');
  await connectAs(first, 'zh-TW', held);
  await expect(
    first.getByRole('dialog', { name: textIn('zh-TW', 'steam.receipt.title') }),
  ).toBeVisible();

  // Another member, in zh-CN, tries the account the first one holds.
  const second = await browser.newPage();
  await newMember(second, request, 'zh-CN');
  await second.goto('/profile');
  await connectAs(second, 'zh-CN', held);
  await expect(second.getByRole('alert')).toHaveText(
    textIn('zh-CN', 'errors.status.SteamAccountTaken'),
  );
  await expectNoSeriousViolations(second);
  await first.close();
  await second.close();
});

test('faults: 500, malformed JSON, schema-invalid, offline, a hang, a session ended: a message and a way on', async ({
  page,
  request,
}) => {
  const { email } = await newMember(page, request, 'en-US');
  await page.clock.install();
  const code = 'z'.repeat(32);
  const back = `/profile?code=${code}&codeType=steam`;
  for (const answer of [
    { status: 500, body: 'Internal Server Error' },
    { status: 200, body: '{"status":0,' },
    { status: 200, body: JSON.stringify({ status: 0, message: 'Success', data: { steamId: 1 } }) },
  ]) {
    await page.route(CONNECT, (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
    );
    await page.goto(back);
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: t('steam.failed.again') })).toBeVisible();
    await page.unroute(CONNECT);
  }
  // No network: its own sentence, and Try again resends the same code (here: unknown to the server).
  await page.route(CONNECT, (route) => route.abort('internetdisconnected'));
  await page.goto(back);
  await expect(page.getByRole('alert')).toHaveText(t('steam.errors.offline'));
  await page.unroute(CONNECT);
  await page.getByRole('button', { name: t('steam.failed.retry') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('errors.status.SteamCodeInvalid'));
  // A hang ends at the request time-out with a message.
  await page.route(CONNECT, () => {});
  await page.goto(back);
  await expect(page.getByRole('dialog', { name: t('steam.redeeming.title') })).toBeVisible();
  await page.clock.fastForward(TIMING.REQUEST_TIMEOUT_MS + 1_000);
  await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
  await page.unroute(CONNECT);
  // A session ended: sign in, and come back to the profile with the code kept.
  await page.route(CONNECT, (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{}' }),
  );
  await page.goto(back);
  await expect(page.getByRole('alert')).toHaveText(t('steam.session.ended'));
  await page.unroute(CONNECT);
  await page
    .getByRole('region', { name: t('steam.heading') })
    .getByRole('link', { name: t('steam.session.signIn') })
    .click();
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByRole('alert')).toHaveText(t('errors.status.SteamCodeInvalid'));
});
