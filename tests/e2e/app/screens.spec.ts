// Every built route and shell popup (tests/e2e/support/routes.ts), loaded once per language and
// state, with every check that spans the screens made on that one load. Each check is a soft
// assertion with its own message, so one failure does not hide the others of the load.
//
// en-US, signed out and signed in, at 390 × 844:
// - Accessibility (docs/architecture.md "Done means" 3): axe-core with its default rules reports no
//   serious or critical violation. A violation fails with its rule id, impact and nodes.
// - One layout scale (issue 9; docs/architecture.md "Layout and touch"): the root font size is a
//   tenth of the width (docs/product/app.md), so a rem written as if it were 16 px blows text up to
//   39 px and shrinks controls. At 390, 360 and 430 wide, text is readable and on the scale and
//   every tappable element is at least 44 × 44 (the rules: support/layout-probe.ts).
// - Nothing moves while the screen loads (issue 28 item 6; support/layout-shift.ts): on the screens
//   that read from the API, for the member and the visitor, the load runs with the API slowed and
//   its layout shift is read once it has settled, before anything else touches the page.
// - The back link (issue 28 item 13; support/back-links.ts): on the member's screens below a tab,
//   "Back to {place}" at the top, a full tap tall; tapped last, it leads to the parent.
// zh-TW, on a 360 × 740 phone in Taipei, signed in where a member can be (login pages signed out):
// - No Latin word outside the allow-list (issue 28; support/zh-tw-words.ts).
// - On the screens that show the API's pictures: every picture is wordless and no avatar is a
//   letter (issue 28 item 7; support/wordless.ts).
// The scale and axe stay on English loads: English labels are longer (a wider page, other wraps),
// so a Chinese load would not stand in for them.
// These were five specs loading every screen again each (~22 minutes of CI worker time).
import { expect, test } from '@playwright/test';
import { formatViolations, seriousViolations } from '../support/axe';
import { BACK_LINKS, expectBackLinkAtTop, followBackLink } from '../support/back-links';
import {
  formatOffenders,
  layoutShiftSourcesOf,
  measureScale,
  watchLayoutShift,
  type Offender,
} from '../support/layout-probe';
import {
  LAYOUT_SHIFT_SCREENS,
  MAX_SHIFT,
  shiftOfSettledLoad,
  slowApi,
  sweepsLayoutShift,
} from '../support/layout-shift';
import { PATHS } from '../../../src/config/routes.ts';
import {
  settle,
  screens,
  screenTitle,
  showScreen,
  withConnectedGames,
  type Screen,
} from '../support/routes';
import { seedLogin, workerDemoLoginFor } from '../support/session';
import {
  expectNoLetterAvatars,
  expectPictures,
  expectWordlessPictures,
  WORDLESS_SCREENS,
} from '../support/wordless';
import { CHINESE_POPUPS, latinOffenders, ZH_TW_SCREENS } from '../support/zh-tw-words';

// About 150 independent loads, the longest file of the run: its tests are shared out between the
// workers (each has its own server and database) instead of waiting for one of them at the end.
test.describe.configure({ mode: 'parallel' });

/** The first is where the other checks run (docs/architecture.md's reference phone); the scale is measured at each. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
  { width: 430, height: 932 },
] as const;

// A screen listed for a check but missing from the sweep would drop that check without a word.
const swept = (list: readonly Screen[], url: string, signedIn: boolean) =>
  list.some((s) => !s.open && s.url === url && s.signedIn === signedIn);
for (const url of LAYOUT_SHIFT_SCREENS)
  for (const signedIn of [true, false])
    if (sweepsLayoutShift(url, signedIn) && !swept(screens(), url, signedIn))
      throw new Error(`${url} (layout shift) is not a screen of the sweep: update the lists`);
for (const url of BACK_LINKS.keys())
  if (!swept(screens(), url, true))
    throw new Error(`${url} (back link) is not a member's screen of the sweep`);
for (const url of WORDLESS_SCREENS.keys())
  if (!swept(ZH_TW_SCREENS, url, true))
    throw new Error(`${url} (wordless pictures) is not a member's zh-TW screen of the sweep`);

/**
 * After a resize: the scale is CSS (1rem = a tenth of the width), so the same screen re-laid out is
 * what a load at that width shows. One round trip checks what `settle` would (fonts in, two frames,
 * content and no loading bar); `settle` itself only when that is not so.
 */
async function settleAfterResize(page: Parameters<typeof settle>[0]): Promise<void> {
  const settled = await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const main = document.querySelector('main');
    return (
      main !== null &&
      (main.textContent ?? '').trim() !== '' &&
      document.querySelector('.progress-bar') === null
    );
  });
  if (!settled) await settle(page);
}

test.describe('en-US', () => {
  for (const screen of screens()) {
    const layoutShift = !screen.open && sweepsLayoutShift(screen.url, screen.signedIn);
    const backLink = !screen.open && screen.signedIn && BACK_LINKS.has(screen.url);
    const checks = [
      'axe',
      'layout scale',
      ...(layoutShift ? ['layout shift'] : []),
      ...(backLink ? ['back link'] : []),
    ];
    test(`${checks.join(', ')}: ${screenTitle(screen)}`, async ({ page, request }) => {
      let cleanUp = async () => {};
      if (screen.signedIn) {
        const login = await workerDemoLoginFor(request);
        await seedLogin(page, login);
        // The connected-games list only shows with games in it.
        if (screen.path === PATHS.CONNECTED_GAMES)
          cleanUp = await withConnectedGames(request, login);
      }
      if (layoutShift) {
        await watchLayoutShift(page);
        await slowApi(page);
      }
      try {
        await page.setViewportSize(VIEWPORTS[0]);
        await showScreen(page, screen);

        if (layoutShift) {
          const shift = await shiftOfSettledLoad(page);
          test.info().annotations.push({ type: 'CLS', description: String(shift) });
          const at = new URL(page.url());
          expect
            .soft(at.pathname + at.search, `the load of ${screen.url} ended elsewhere`)
            .toBe(screen.url);
          expect
            .soft(
              shift,
              `layout shift of ${screenTitle(screen)}:\n${(await layoutShiftSourcesOf(page)).join('\n')}`,
            )
            .toBeLessThan(MAX_SHIFT);
        }

        const violations = await seriousViolations(page);
        expect
          .soft(
            violations.length,
            `axe on ${screenTitle(screen)}:\n${formatViolations(violations)}`,
          )
          .toBe(0);

        const backLinkShown = backLink && (await expectBackLinkAtTop(page, screen.url));

        const found: (Offender & { where: string })[] = [];
        const exempt: (Offender & { where: string })[] = [];
        for (const [index, viewport] of VIEWPORTS.entries()) {
          if (index > 0) {
            await page.setViewportSize(viewport);
            await settleAfterResize(page);
          }
          const measured = await measureScale(page);
          const where = String(viewport.width);
          found.push(...measured.offenders.map((o) => ({ ...o, where })));
          exempt.push(...measured.exempt.map((o) => ({ ...o, where })));
        }
        // Links inside a sentence are as tall as their line (WCAG's inline exception): listed, not failed.
        if (exempt.length > 0)
          test
            .info()
            .annotations.push({ type: 'inline links', description: formatOffenders(exempt) });
        expect
          .soft(
            found.length,
            `${found.length} off the scale on ${screenTitle(screen)}:\n${formatOffenders(found)}`,
          )
          .toBe(0);

        // Last: the tap leaves the screen.
        if (backLinkShown) await followBackLink(page, screen.url);
      } finally {
        await cleanUp();
      }
    });
  }
});

test.describe('zh-TW', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'zh-TW', timezoneId: 'Asia/Taipei' });

  for (const screen of ZH_TW_SCREENS) {
    const minImages =
      !screen.open && screen.signedIn ? WORDLESS_SCREENS.get(screen.url) : undefined;
    const checks = ['no Latin word', ...(minImages !== undefined ? ['wordless pictures'] : [])];
    test(`${checks.join(', ')}: ${screenTitle(screen)}`, async ({ page, request }) => {
      await page.addInitScript(() => localStorage.setItem('lang', 'zh-TW'));
      if (screen.signedIn) await seedLogin(page, await workerDemoLoginFor(request));
      // The shared list opens its popups by their English names.
      const open = CHINESE_POPUPS[screen.name];
      if (screen.open && !open) throw new Error(`No Chinese opener for ${screen.name}`);
      await showScreen(page, { ...screen, open });

      const found = await latinOffenders(page);
      expect
        .soft(
          found.map((f) => `${f.word} in ${f.where}: ${f.text}`),
          `Latin words on ${screenTitle(screen)} in zh-TW`,
        )
        .toEqual([]);

      if (minImages !== undefined) {
        await expect
          .soft(page.locator('html'), `${screen.url} is in zh-TW`)
          .toHaveAttribute('lang', 'zh-TW');
        await expectPictures(page, minImages, screen.url);
        await expectNoLetterAvatars(page, screen.url);
        await expectWordlessPictures(page, request);
      }
    });
  }
});
