// The invite sheet (issue 28 item 15): it says what an invite earns (the server's points), offers
// the system share sheet where the browser has one, and falls back to copying the link when there
// is none or the share is refused; a share the member cancels (AbortError) says nothing.
// zh-TW at 360 px wide.
import { expect, test, type Page } from '@playwright/test';
import { INVITE_REWARD_POINTS } from '../../../server/domain/profile/invite-rewards.ts';
import { memberInfoWith, seedLogin, signUpViaApi } from '../support/session';
import { textIn } from '../support/texts';

const tw = (key: string, vars?: Record<string, string | number>) => textIn('zh-TW', key, vars);
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

test.use({ viewport: { width: 360, height: 740 }, locale: 'zh-TW' });

type ShareWindow = { shared: ShareData[]; shareFailure: string | null };

async function openSheet(page: Page) {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-TW'));
  await page.goto('/profile');
  await page.getByRole('button', { name: tw('header.invite'), exact: true }).click();
  return page.getByRole('dialog', { name: tw('invite.title') });
}

test('the sheet says what an invite earns and shares the link through the system sheet', async ({
  page,
  request,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const me = await signUpViaApi(request, `share.${unique()}@invite.test`, 'Invite-share-1');
  const { inviteCode } = (await memberInfoWith(request, me.access_token)).data as {
    inviteCode: string;
  };
  // A stand-in system share sheet: records what it was given, then fails as told.
  await page.addInitScript(() => {
    const w = window as unknown as ShareWindow;
    w.shared = [];
    w.shareFailure = 'AbortError';
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        w.shared.push(data);
        return w.shareFailure
          ? Promise.reject(new DOMException('stand-in', w.shareFailure))
          : Promise.resolve();
      },
    });
  });
  await seedLogin(page, me);
  const sheet = await openSheet(page);
  await expect(sheet).toContainText(
    tw('inviteReward.rule', { points: Number(INVITE_REWARD_POINTS).toLocaleString('en-US') }),
  );
  await page.screenshot({ path: testInfo.outputPath('invite-sheet-360-zh-TW.png') });
  // "Tap outside to close" stands on the dimmed page above the sheet, not over the tab bar's labels.
  const hint = await page.getByText(tw('invite.tapOutside'), { exact: true }).boundingBox();
  const panel = await sheet.boundingBox();
  expect(hint!.y + hint!.height).toBeLessThanOrEqual(panel!.y);

  // Cancelled by the member: shared once, nothing said.
  await sheet.getByRole('button', { name: tw('invite.share'), exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as ShareWindow).shared.length))
    .toBe(1);
  const [data] = await page.evaluate(() => (window as unknown as ShareWindow).shared);
  expect(data?.url).toMatch(new RegExp(`inviteCode=${inviteCode}$`));
  await expect(sheet.getByRole('status')).toHaveCount(0);

  // Refused by the browser: the link is copied instead.
  await page.evaluate(() => ((window as unknown as ShareWindow).shareFailure = 'NotAllowedError'));
  await sheet.getByRole('button', { name: tw('invite.share'), exact: true }).click();
  await expect(sheet.getByRole('status')).toHaveText(tw('invite.copied'));
});

test('without a system share sheet the sheet offers copy only', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const me = await signUpViaApi(request, `copy.${unique()}@invite.test`, 'Invite-share-1');
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await seedLogin(page, me);
  const sheet = await openSheet(page);
  await expect(sheet.getByRole('textbox')).toHaveValue(/inviteCode=/);
  await expect(sheet.getByRole('button', { name: tw('invite.share'), exact: true })).toHaveCount(0);
  await sheet.getByRole('button', { name: tw('invite.copy'), exact: true }).click();
  await expect(sheet.getByRole('status')).toHaveText(tw('invite.copied'));
});
