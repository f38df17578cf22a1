// Entry redirects (issue acceptance, docs/product/account.md): what the auth host and invite links land on, and
// hostile queries that must neither leave the app's origin nor stop it from mounting /home.
import { expect, test, type Page } from '@playwright/test';
import { expectAppMounted, expectHomeMounted } from '../support/app';
import { signInViaStorage } from '../support/session';
import { t } from '../support/texts';

/** The address has this path and exactly these query parameters (in any order). */
function isAt(path: string, query: Record<string, string>) {
  return (url: URL) => {
    const actual = [...url.searchParams.entries()].sort();
    const wanted = Object.entries(query).sort();
    return url.pathname === path && JSON.stringify(actual) === JSON.stringify(wanted);
  };
}

/** Records every dialog (alert…) and every request that leaves 127.0.0.1. */
function watchForEscapes(page: Page, appOrigin: string) {
  const dialogs: string[] = [];
  const foreignRequests: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== appOrigin)
      foreignRequests.push(url);
  });
  return { dialogs, foreignRequests };
}

for (const code of ['ABCD1234', 'ABC', 'gh-12 34']) {
  test(`/?inviteCode=${code} with no stored login opens sign-up, the code filled in`, async ({
    page,
  }) => {
    await page.goto(`/?${new URLSearchParams({ inviteCode: code }).toString()}`);
    await expect(page).toHaveURL(isAt('/login/signup', { inviteCode: code }));
    await expect(
      page.getByRole('textbox', { name: t('signUp.inviteCode'), exact: true }),
    ).toHaveValue(code);
  });
}

test('/?inviteCode=ABC with a stored login goes by the login page, which sends the member home', async ({
  page,
  request,
}) => {
  await signInViaStorage(page, request);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/?inviteCode=ABC');
  await expectHomeMounted(page);
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  expect(visited).not.toContain('/login/signup');
});

test('/?code=abc123 opens /reback with the code', async ({ page }) => {
  await page.goto('/?code=abc123');
  await expect(page).toHaveURL(isAt('/reback', { code: 'abc123' }));
  await expectAppMounted(page);
});

test('/?state=Register_x_0&code=c1 opens /profile with code and codeType', async ({ page }) => {
  await page.goto('/?state=Register_x_0&code=c1');
  await expect(page).toHaveURL(isAt('/profile', { code: 'c1', codeType: 'Register' }));
  await expectAppMounted(page);
});

const HOSTILE = ['/?state=//evil.example', '/?code=//evil.example', '/?state=a_b_1_%2F%2Fevil'];

// An invite code is carried whatever it says, and only ever shown as text in the sign-up form.
for (const code of ['javascript:alert(1)', '//evil.example', '<img src=x onerror=alert(1)>']) {
  test(`hostile invite code ${code} stays on the app's origin, shown as text on sign-up`, async ({
    page,
    baseURL,
  }) => {
    const appOrigin = new URL(baseURL!).origin;
    const escapes = watchForEscapes(page, appOrigin);
    await page.goto(`/?${new URLSearchParams({ inviteCode: code }).toString()}`);
    await expect(page).toHaveURL(isAt('/login/signup', { inviteCode: code }));
    await expect(
      page.getByRole('textbox', { name: t('signUp.inviteCode'), exact: true }),
    ).toHaveValue(code);
    expect(escapes.dialogs).toEqual([]);
    expect(escapes.foreignRequests).toEqual([]);
  });
}

for (const entry of HOSTILE) {
  test(`hostile entry ${entry} stays on the app's origin and mounts /home`, async ({
    page,
    baseURL,
  }) => {
    const appOrigin = new URL(baseURL!).origin;
    const escapes = watchForEscapes(page, appOrigin);

    await page.goto(entry);
    await expectHomeMounted(page);
    await expect(page).toHaveURL((url) => url.origin === appOrigin && url.pathname === '/home');
    expect(new URL(page.url()).origin).toBe(appOrigin);
    expect(escapes.dialogs).toEqual([]);
    expect(escapes.foreignRequests).toEqual([]);
  });
}
