// Signing in for the e2e tests: through the UI (the sign-in journey) or, for tests about something
// else, with a real login from the API stored in the page's localStorage before the app boots.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_MEMBER } from '../../../server/db/seed-data.ts';
import { mailedCode } from './outbox';
import { t } from './texts';

export const LOGIN_PATH = '/api/Member/Login';
export const MEMBER_INFO_PATH = '/api/Member/MemberInfo';
/** The localStorage key of the stored login (docs/product/account.md). */
export const LOGIN_INFO_KEY = 'loginInfo';

export type Credentials = { email: string; password: string };
export type LoginResult = { access_token: string; uid: string; token: string; firstLogin: boolean };
export type LoginInfo = { access_token: string; uid: string; token: string; showStep: boolean };
export type Envelope<T = unknown> = {
  status: number;
  message: string;
  data: T;
  total?: number;
  tokenInvalid?: boolean;
};

export const DEMO: Credentials = { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password };

/** A real login from the API (the request fixture shares the baseURL). */
export async function apiLogin(
  request: APIRequestContext,
  who: Credentials = DEMO,
): Promise<LoginResult> {
  const response = await request.post(LOGIN_PATH, {
    data: { email: who.email, password: who.password },
    headers: { DeviceType: 'pc' },
  });
  expect(response.ok(), `${LOGIN_PATH} answered HTTP ${response.status()}`).toBe(true);
  const body = (await response.json()) as Envelope<LoginResult>;
  expect(body.status, `${LOGIN_PATH}: ${body.message}`).toBe(0);
  return body.data;
}

/** MemberInfo with the given bearer: the envelope as the server sent it. */
export async function memberInfoWith(
  request: APIRequestContext,
  accessToken: string,
): Promise<Envelope> {
  const response = await request.get(MEMBER_INFO_PATH, {
    headers: { Authorization: `Bearer ${accessToken}`, DeviceType: 'pc' },
  });
  return (await response.json()) as Envelope;
}

/**
 * Stores `login` as the app's `loginInfo` before the first page of this tab loads, and only then:
 * a later reload or a logout in the same tab is not undone by the init script.
 */
export async function seedLogin(page: Page, login: LoginResult): Promise<LoginInfo> {
  const info: LoginInfo = {
    access_token: login.access_token,
    uid: login.uid,
    token: login.token,
    showStep: false,
  };
  await page.addInitScript(
    ({ key, value }) => {
      // Not on the first about:blank, which has no storage of its own.
      if (!window.location.protocol.startsWith('http')) return;
      try {
        if (sessionStorage.getItem('e2e:login-seeded') !== null) return;
        localStorage.setItem(key, value);
        sessionStorage.setItem('e2e:login-seeded', '1');
      } catch {
        // No storage on this document: nothing to seed.
      }
    },
    { key: LOGIN_INFO_KEY, value: JSON.stringify(info) },
  );
  return info;
}

let workerDemoLogin: LoginResult | undefined;

/**
 * The demo member's real API login, made once per worker process and reused by the tests that call
 * this (each still in a browser context of its own): a login costs the production scrypt, ~0.4 s,
 * and the screen sweep signs in on ~100 loads. It is checked before each use, since another spec
 * of the worker may have ended the session (a password change ends the others), and made again then.
 */
export async function workerDemoLoginFor(request: APIRequestContext): Promise<LoginResult> {
  if (workerDemoLogin && (await memberInfoWith(request, workerDemoLogin.access_token)).status === 0)
    return workerDemoLogin;
  workerDemoLogin = await apiLogin(request);
  return workerDemoLogin;
}

/** Signs in the demo member with a real API login stored in localStorage. */
export async function signInViaStorage(page: Page, request: APIRequestContext): Promise<LoginInfo> {
  return seedLogin(page, await apiLogin(request));
}

/**
 * Signs in through /login and waits for /home. Returns what the server answered, so the caller can
 * tell a first sign-in (firstLogin: the welcome popup is then open) from a later one.
 */
export async function signInViaUi(page: Page, who: Credentials = DEMO): Promise<LoginResult> {
  await page.goto('/login');
  await page.getByLabel(t('signIn.email'), { exact: true }).fill(who.email);
  // Exact: the show/hide toggle sits beside the field, outside its label (TextField).
  await page.getByLabel(t('signIn.password'), { exact: true }).fill(who.password);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === LOGIN_PATH);
  await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
  const body = (await (await answer).json()) as Envelope<LoginResult>;
  expect(body.status, `sign-in refused: ${body.message}`).toBe(0);
  await expect(page).toHaveURL(/\/home$/);
  return body.data;
}

/** The stored login as the page sees it (null when there is none). */
export async function storedLoginInfo(page: Page): Promise<LoginInfo | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as LoginInfo);
  }, LOGIN_INFO_KEY);
}

/**
 * A new member made through the API with the code from the local outbox (for tests about what a
 * member does next; sign-up itself is walked through the UI in sign-up.spec.ts).
 */
export async function signUpViaApi(
  request: APIRequestContext,
  email: string,
  password: string,
  inviteCode?: string,
): Promise<LoginResult> {
  await request.post('/api/Member/VerificationCode', { data: { email, codeType: 'Register' } });
  const code = await mailedCode(request, email);
  const response = await request.post('/api/Member/Register', {
    data: { email, password, code, ...(inviteCode ? { inviteCode } : {}) },
  });
  const body = (await response.json()) as Envelope<LoginResult>;
  expect(body.status, body.message).toBe(0);
  return body.data;
}

/** Whether the member's server settings still want the guided tour (read as the app reads it). */
export async function serverShowStep(
  request: APIRequestContext,
  accessToken: string,
): Promise<boolean> {
  const response = await request.get('/api/Member/Settings', {
    headers: { Authorization: `Bearer ${accessToken}`, DeviceType: 'pc' },
  });
  const body = (await response.json()) as { status: number; data: { showStep: boolean } };
  expect(body.status).toBe(0);
  return body.data.showStep;
}
