// /home's first screen is rendered by the server (issue 30 item 3, decision 060): the answer holds
// the screen's content from the database in the language asked for, before any JavaScript; the
// browser then hydrates that very markup (no mismatch, the server's nodes kept) and the page works;
// a member with a stored login never sees the visitor's hearts or log-in button.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SEED_BANNERS } from '../../../server/db/seed-data.ts';
import { expectHomeMounted } from '../support/app';
import { t } from '../support/texts';
import { apiLogin, seedLogin, type Envelope } from '../support/session';

type Lang = 'en-US' | 'zh-TW' | 'zh-CN';
const TITLE_INDEX: Record<Lang, number> = { 'en-US': 0, 'zh-TW': 1, 'zh-CN': 2 };

/** The seed's localized text in one language (seed-data's `text(en, zhTW, zhCN)`). */
function inLanguage(localized: unknown, lang: Lang): string {
  const values = Object.values(localized as Record<string, string>);
  return values[TITLE_INDEX[lang]] ?? '';
}

/** What React writes for a text node: the page's HTML escapes these. */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The partnered games' names as the API gives them in `lang` (the list /home shows). */
async function partneredNames(request: APIRequestContext, lang: Lang): Promise<string[]> {
  const response = await request.get('/api/Game/PartneredGames', {
    headers: { 'Accept-Language': lang, DeviceType: 'pc' },
  });
  const body = (await response.json()) as Envelope<{ name: string }[]>;
  expect(body.status).toBe(0);
  return body.data.map((game) => game.name);
}

/** The #root of an answer: what the server rendered into it, up to the page's data block. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root"');
  const end = html.indexOf('<script type="application/json" id="server-page">');
  expect(start, 'the page has #root').toBeGreaterThanOrEqual(0);
  expect(end, 'the page carries its data block after #root').toBeGreaterThan(start);
  return html.slice(start, end);
}

// A sign-in link (`_token`) and an entry redirect are the browser's to follow before anything shows:
// the server answers them with the static shell, never a visitor's screen (session.model.spec's
// "nothing renders meanwhile" failed while it did).
for (const address of [
  '/home?tab=1&_token=abc',
  '/?state=Login_x_1_2&code=x',
  '/home?inviteCode=AB12CD',
])
  test(`GET ${address} answers the static shell, not a visitor's screen`, async ({ request }) => {
    const response = await request.get(address);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<div id="root" data-server-rendered');
    expect(html).not.toContain('id="server-page"');
    expect(html).toContain('static-shell');
  });

for (const { lang, headers } of [
  { lang: 'en-US', headers: { 'Accept-Language': 'en-US,en;q=0.9' } },
  { lang: 'zh-TW', headers: { 'Accept-Language': 'zh-TW,zh;q=0.9,en;q=0.8' } },
  // The cookie the app writes (a mirror of the stored choice) wins over the browser's languages.
  { lang: 'zh-CN', headers: { 'Accept-Language': 'en-US', Cookie: 'lang=zh-CN' } },
] as const) {
  test(`GET /home without JavaScript holds the home screen in ${lang}`, async ({ request }) => {
    const response = await request.get('/home', { headers });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    // No inline script is allowed by the page's policy beyond the build's own hashed ones.
    const scriptSrc = (response.headers()['content-security-policy'] ?? '')
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toMatch(/^script-src 'self'( 'sha256-[^']+')+$/);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}">`);
    const root = rootOf(html);
    expect(root, 'the rendered screen, not the static shell').not.toContain('static-shell');
    const names = await partneredNames(request, lang);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(root, name).toContain(`>${escaped(name)}</h3>`);
    // The LCP element: the first banner's image with its address, and its title in the language.
    const src = /<img class="banner__image" src="\/images\/banners\/([^"/]+)\.svg"/.exec(root);
    expect(src, 'the first banner image').not.toBeNull();
    const banner = SEED_BANNERS.find((b) => b.slug === src![1]);
    expect(banner, `a seeded banner: ${src![1]}`).toBeDefined();
    expect(root).toContain(escaped(inLanguage(banner!.title, lang)));
  });
}

/** The first game card at the moment the HTML is parsed, kept to compare after hydration. */
async function keepFirstCard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const card = document.querySelector('.game-card__link');
      const heart = document.querySelector('.favorite-button');
      const login = document.querySelector('.bottom-nav__item:last-child');
      Object.assign(window, {
        e2eFirstCard: card,
        e2eHeartVisibility: heart ? getComputedStyle(heart).visibility : null,
        e2eLoginVisibility: login ? getComputedStyle(login).visibility : null,
      });
    });
  });
}

test('the browser hydrates the server’s /home without a mismatch, and it works', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(String(error)));
  await keepFirstCard(page);
  await page.goto('/home');
  await expectHomeMounted(page);
  // Hydrated: the app's own parts that wait for it (the notices' log region) are in the page.
  await expect(page.getByRole('log')).toBeAttached();
  // The very node the server sent is the one React now drives: nothing was rendered anew.
  expect(
    await page.evaluate(() => {
      const kept = (window as unknown as { e2eFirstCard: Element | null }).e2eFirstCard;
      return kept !== null && kept.isConnected;
    }),
  ).toBe(true);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
  const card = page.locator('.game-card__link').first();
  const id = await card.getAttribute('data-game-id');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/explore/game\\?id=${id}$`));
  await expect(page.getByRole('main')).not.toBeEmpty();
  expect(messages.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
});

test('a member with a stored login sees no visitor hearts or log-in button from the server', async ({
  page,
  request,
}) => {
  await seedLogin(page, await apiLogin(request));
  await keepFirstCard(page);
  await page.goto('/home');
  // At first paint the server's visitor parts keep their places, empty.
  expect(
    await page.evaluate(
      () => (window as unknown as { e2eHeartVisibility: string }).e2eHeartVisibility,
    ),
  ).toBe('hidden');
  expect(
    await page.evaluate(
      () => (window as unknown as { e2eLoginVisibility: string }).e2eLoginVisibility,
    ),
  ).toBe('hidden');
  await expectHomeMounted(page);
  // Then the member's own page: their exit button and hearts, shown.
  await expect(page.getByRole('button', { name: t('nav.exit') })).toBeVisible();
  await expect(page.locator('.favorite-button').first()).toBeVisible();
});
