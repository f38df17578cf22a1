// The KYC screen end to end (issue 14 item 7, decision 037): /profile/wallet/kyc in Chromium against
// the real API, as a member who signed up for this run (no KYC yet; LunaByte, the demo's member
// without KYC, has her password changed by password-reset.spec): every field's own message, the proof's type (by
// its bytes) and size, a send that shows "waiting for review", the demo reviewer's refusal bringing
// the form back with the status explained, and the faults (HTTP 500, unreadable and schema-invalid
// answers, offline, a session that ends mid-send) each ending in a translated message with
// everything typed kept. axe: 0 serious or critical.
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { PATHS } from '../../../src/config/routes.ts';
import { KYC_FIELDS } from '../../../src/features/wallet/api/schemas/kyc.ts';
import { formatViolations, seriousViolations } from '../support/axe';
import {
  apiLogin,
  seedLogin,
  signUpViaApi,
  type Envelope,
  type LoginResult,
} from '../support/session';
import { t } from '../support/texts';

/** Ends the page's session on the server, as signing out on another device does. */
async function endSession(request: APIRequestContext, me: LoginResult) {
  const answer = await request.post('/api/Member/Logout', {
    data: { token: me.token },
    headers: { Authorization: `Bearer ${me.access_token}`, DeviceType: 'pc' },
  });
  expect(((await answer.json()) as Envelope).status).toBe(0);
}

/** Signed up once per run of this file (a retry runs in a new worker: a new member, no KYC). */
const LUNA = { email: `kyc-${Date.now()}@gamerhub.test`, password: 'Kyc#2026pass' };
let signedUp: Promise<unknown> | null = null;
const SUBMIT = '/api/Wallet/KycSubmit';
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64)]);

const field = (page: Page, name: string) =>
  page.getByLabel(t(`wallet.kyc.fields.${name}`), { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: t('wallet.kyc.submit') });

async function fill(page: Page) {
  await field(page, 'firstName').fill('Luna');
  await field(page, 'lastName').fill('Byte');
  await field(page, 'gender').selectOption('Female');
  await field(page, 'dateOfBirth').fill('1996-03-14');
  await field(page, 'idNumber').fill('B98765432');
  await field(page, 'issuingCountry').selectOption('SG');
  await field(page, 'nationality').selectOption('SG');
  await field(page, 'phone').fill('+65 6123 4567');
  await field(page, 'industry').selectOption('Education');
  await field(page, 'occupation').fill('Teacher');
  await field(page, 'placeOfBirth').fill('Singapore');
  await field(page, 'residenceCountry').selectOption('SG');
  await field(page, 'address').fill('8 Marina View, Singapore');
  await field(page, 'proof').setInputFiles({
    name: 'bill.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
}

test.describe.configure({ mode: 'serial' });

test.describe('KYC form', () => {
  let me: LoginResult;
  test.beforeEach(async ({ page, request }) => {
    signedUp ??= signUpViaApi(request, LUNA.email, LUNA.password);
    await signedUp;
    me = await apiLogin(request, LUNA);
    await seedLogin(page, me);
  });

  test('every field its own message, the proof checked by type and size, then sent and reviewed', async ({
    page,
    request,
  }) => {
    await page.goto(PATHS.WALLET_KYC);
    await expect(page.getByText(t('wallet.kyc.none'))).toBeVisible();
    await submit(page).click();
    for (const name of KYC_FIELDS)
      await expect(page.getByText(t(`wallet.kyc.errors.${name}`), { exact: true })).toBeVisible();
    await expect(
      page.getByText(t('wallet.kyc.errors.proofMissing'), { exact: true }),
    ).toBeVisible();
    expect(formatViolations(await seriousViolations(page))).toBe('');

    await fill(page);
    await field(page, 'proof').setInputFiles({
      name: 'bill.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00 this is not a pdf'),
    });
    await expect(page.getByText(t('wallet.kyc.errors.proofType'), { exact: true })).toBeVisible();
    await field(page, 'proof').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
    });
    await expect(page.getByText(t('wallet.kyc.errors.proofSize'), { exact: true })).toBeVisible();
    await field(page, 'proof').setInputFiles({
      name: 'bill.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.getByText(t('wallet.kyc.errors.proofSize'), { exact: true })).toBeHidden();

    await submit(page).click();
    await expect(page.locator('p', { hasText: t('wallet.kyc.statuses.NoCheck') })).toBeVisible();
    await expect(submit(page)).toBeHidden();

    // The demo reviewer refuses it: the status says why and the form is back.
    const review = await request.post('/api/Dev/WalletReview', {
      data: { kind: 'kyc', email: LUNA.email, status: 'AdminNoPass' },
    });
    expect((await review.json()).status).toBe(0);
    await page.reload();
    await expect(
      page.locator('p', { hasText: t('wallet.kyc.statuses.AdminNoPass') }),
    ).toBeVisible();
    await expect(submit(page)).toBeVisible();
    expect(formatViolations(await seriousViolations(page))).toBe('');
  });

  test('a refused file keeps its reason on send, and send takes the member to the first field to fix', async ({
    page,
  }) => {
    await page.goto(PATHS.WALLET_KYC);
    await expect(submit(page)).toBeVisible();
    await field(page, 'proof').setInputFiles({
      name: 'bill.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00 this is not a pdf'),
    });
    await expect(page.getByText(t('wallet.kyc.errors.proofType'), { exact: true })).toBeVisible();
    await submit(page).click();
    // The file is still in the picker: its reason stays, not "attach a proof".
    await expect(page.getByText(t('wallet.kyc.errors.proofType'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('wallet.kyc.errors.proofMissing'), { exact: true })).toHaveCount(
      0,
    );
    await expect(field(page, 'firstName')).toBeFocused();
    await expect(field(page, 'firstName')).toBeInViewport();

    // With the top fields right, the first wrong one further down is the one focused.
    await field(page, 'firstName').fill('Luna');
    await field(page, 'lastName').fill('Byte');
    await field(page, 'gender').selectOption('Female');
    await field(page, 'dateOfBirth').fill('1996-03-14');
    await field(page, 'idNumber').fill('B98765432');
    await submit(page).click();
    await expect(field(page, 'issuingCountry')).toBeFocused();
    await expect(field(page, 'issuingCountry')).toBeInViewport();
  });

  test('faults end in a translated message and keep everything typed', async ({
    page,
    request,
  }) => {
    await page.goto(PATHS.WALLET_KYC);
    await fill(page);
    const faults: [string, (route: Route) => Promise<void>][] = [
      ['errors.generic', (r) => r.fulfill({ status: 500, body: 'oops' })],
      [
        'errors.badResponse',
        (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"status":0,' }),
      ],
      [
        'errors.badResponse',
        (r) =>
          r.fulfill({
            status: 200,
            contentType: 'application/json',
            body: '{"status":0,"message":"Success","data":{"status":"Maybe"}}',
          }),
      ],
    ];
    for (const [key, answer] of faults) {
      await page.route(SUBMIT, answer);
      await submit(page).click();
      await expect(page.getByRole('alert').filter({ hasText: t(key) })).toBeVisible();
      await expect(field(page, 'firstName')).toHaveValue('Luna');
      await page.unroute(SUBMIT);
    }
    await page.context().setOffline(true);
    await submit(page).click();
    await expect(page.getByRole('alert').filter({ hasText: t('offline.failed') })).toBeVisible();
    await page.context().setOffline(false);
    await expect(field(page, 'address')).toHaveValue('8 Marina View, Singapore');

    // The session ends mid-send: sign in again, come back, everything typed is still there.
    // Background reads (the announcement) settle first, or their 401 would end the session early.
    await page.waitForLoadState('networkidle');
    await endSession(request, me);
    await submit(page).click();
    const again = page.getByRole('link', { name: t('wallet.withdraw.signInAgain') });
    await expect(again).toBeVisible();
    await again.click();
    await page.getByLabel(t('signIn.email'), { exact: true }).fill(LUNA.email);
    await page.getByLabel(t('signIn.password'), { exact: true }).fill(LUNA.password);
    await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.WALLET_KYC}$`));
    await expect(field(page, 'firstName')).toHaveValue('Luna');
    await expect(field(page, 'industry')).toHaveValue('Education');
    await expect(page.getByText('bill.png')).toBeVisible();
  });
});
