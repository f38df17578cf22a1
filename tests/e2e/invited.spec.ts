// The invite story end to end: a friend signs up with my invite code; my invite popup then says
// "Invited (1)" and leads to /profile/invited, where the friend is listed (spec §2, §7, §9).
import { expect, test } from '@playwright/test';
import { memberInfoWith, seedLogin, signUpViaApi } from './support/session';
import { t } from './support/texts';

const PASSWORD = 'Inviter#2026pass';
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

test('a friend who signs up with my code shows in my invited count and list', async ({
  page,
  request,
}) => {
  const me = await signUpViaApi(request, `inviter.${unique()}@invite.test`, PASSWORD);
  const info = (await memberInfoWith(request, me.access_token)).data as { inviteCode: string };
  await signUpViaApi(request, `pal.${unique()}@invite.test`, PASSWORD, info.inviteCode);

  await seedLogin(page, me);
  await page.goto('/profile');
  await page.getByRole('button', { name: t('header.invite'), exact: true }).click();
  const popup = page.getByRole('dialog', { name: t('invite.title') });
  await expect(popup.getByRole('textbox')).toHaveValue(
    new RegExp(`inviteCode=${info.inviteCode}$`),
  );
  await popup.getByRole('link', { name: t('invite.invited', { count: 1 }), exact: true }).click();

  await expect(page).toHaveURL(/\/profile\/invited$/);
  await expect(page.getByRole('heading', { level: 1, name: t('titles.invited') })).toBeVisible();
  await expect(page.getByText(t('invited.count_one', { formatted: '1' }))).toBeVisible();
  const list = page.getByRole('list', { name: t('titles.invited') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(/^pal\./);
});
