// Receiving end to end (issue 14 item 2, decision 035): /profile/wallet/receive shows the USDT,
// GACT and NFT addresses of the API (each EIP-55 valid) as text and QR; copy says 'Link has
// copied' and the clipboard holds the address, or 'Copy Failed' when the browser refuses; an
// address missing from the answer says 'Wallet address cannot be empty'; a failed read has its
// message and a retry. axe: 0 serious or critical.
import { expect, test } from '@playwright/test';
import { checkAddress } from '../../../src/money/eip55.ts';
import { formatViolations, seriousViolations } from '../support/axe';
import { apiLogin, seedLogin, type Envelope, type LoginResult } from '../support/session';
import { t, textIn } from '../support/texts';

const ADDRESSES = '/api/Wallet/Addresses';

let demo: LoginResult;
test.beforeAll(async ({ request }) => {
  demo = await apiLogin(request);
});

test('three addresses as text and QR; copy puts the address on the clipboard', async ({
  page,
  request,
}) => {
  const answer = await request.get(ADDRESSES, {
    headers: { Authorization: `Bearer ${demo.access_token}` },
  });
  const addresses = ((await answer.json()) as Envelope<{ kind: string; address: string }[]>).data;
  expect(addresses.map((a) => a.kind)).toEqual(['USDT', 'GACT', 'NFT']);
  for (const a of addresses) expect(checkAddress(a.address)).toBe('ok');

  // The app's Permissions-Policy keeps clipboard reads from pages (and tests): record the write.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: {
        writeText: (text: string) => {
          (window as unknown as { copied: string }).copied = text;
          return Promise.resolve();
        },
      },
    });
  });
  await seedLogin(page, demo);
  await page.goto('/profile/wallet');
  await page.getByRole('link', { name: t('wallet.home.receive') }).click();
  await expect(page).toHaveURL(/\/profile\/wallet\/receive$/);
  for (const a of addresses) {
    const card = page.getByTestId(`address-${a.kind}`);
    await expect(card).toContainText(a.address);
    await expect(card.getByRole('img')).toBeVisible();
  }
  const gact = page.getByTestId('address-GACT');
  await gact.getByRole('button', { name: t('wallet.receive.copy') }).click();
  await expect(gact.getByRole('status')).toHaveText(t('wallet.receive.copied'));
  expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(
    addresses[1]!.address,
  );
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
});

test('zh-TW: a refused clipboard says Copy Failed; a missing address says it cannot be empty', async ({
  page,
}) => {
  await page.route(`**${ADDRESSES}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Envelope<{ kind: string; address: string }[]>;
    body.data = body.data.filter((a) => a.kind !== 'NFT');
    await route.fulfill({ response, json: body });
  });
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'zh-TW');
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await seedLogin(page, demo);
  await page.goto('/profile/wallet/receive');
  await expect(page.getByTestId('address-NFT').getByRole('alert')).toHaveText(
    textIn('zh-TW', 'errors.status.WalletAddressEmpty'),
  );
  const usdt = page.getByTestId('address-USDT');
  await usdt.getByRole('button', { name: textIn('zh-TW', 'wallet.receive.copy') }).click();
  await expect(usdt.getByRole('status')).toHaveText(textIn('zh-TW', 'wallet.receive.copyFailed'));
});

test('a failed read: the message and a retry that works', async ({ page }) => {
  let failing = true;
  await page.route(`**${ADDRESSES}`, (route) =>
    failing ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue(),
  );
  await seedLogin(page, demo);
  await page.goto('/profile/wallet/receive');
  const alert = page.locator('.query-error');
  await expect(alert).toContainText(t('wallet.receive.error'), { timeout: 15_000 });
  failing = false;
  await alert.getByRole('button', { name: t('common.retry') }).click();
  await expect(page.getByTestId('address-USDT')).toBeVisible();
});
