// Every built route and shell popup, signed out and signed in, loaded once and checked twice:
// - Accessibility (docs/architecture.md "Done means" 3): axe-core with its default rules reports no
//   serious or critical violation at 390 × 844. A violation fails with its rule id, impact and nodes.
// - One layout scale (issue 9; docs/architecture.md "Layout and touch"): the root font size is a tenth of the
//   width (docs/product/app.md), so a rem written as if it were 16 px blows text up to 39 px and shrinks
//   controls. At 390, 360 and 430 wide, text is readable and on the scale and every tappable element
//   is at least 44 × 44 (the rules: support/layout-probe.ts).
// One load serves both (they were two specs loading every screen each: ~2 minutes of CI).
import { expect, test } from '@playwright/test';
import { formatViolations, seriousViolations } from '../support/axe';
import { formatOffenders, measureScale, type Offender } from '../support/layout-probe';
import { PATHS } from '../../../src/config/routes.ts';
import { settle, screens, screenTitle, showScreen, withConnectedGames } from '../support/routes';
import { apiLogin, seedLogin } from '../support/session';

// About a hundred independent screens, the longest file of the run (8 minutes on one worker): its
// tests are shared out between the workers (each has its own server and database) instead of
// waiting for one of them at the end of the run.
test.describe.configure({ mode: 'parallel' });

/** The first is where axe runs (docs/architecture.md's reference phone); the scale is measured at each. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
  { width: 430, height: 932 },
] as const;

for (const screen of screens()) {
  test(`axe and the layout scale: ${screenTitle(screen)}`, async ({ page, request }) => {
    let cleanUp = async () => {};
    if (screen.signedIn) {
      const login = await apiLogin(request);
      await seedLogin(page, login);
      // The connected-games list only shows with games in it.
      if (screen.path === PATHS.CONNECTED_GAMES) cleanUp = await withConnectedGames(request, login);
    }
    try {
      const found: (Offender & { where: string })[] = [];
      const exempt: (Offender & { where: string })[] = [];
      // One load, then each width in turn: the scale is CSS (1rem = a tenth of the width), so a
      // resize re-lays the same screen out as a load at that width would, without a second load.
      for (const [index, viewport] of VIEWPORTS.entries()) {
        await page.setViewportSize(viewport);
        if (index === 0) {
          await showScreen(page, screen);
          const violations = await seriousViolations(page);
          expect
            .soft(
              violations.length,
              `axe on ${screenTitle(screen)}:\n${formatViolations(violations)}`,
            )
            .toBe(0);
        } else await settle(page);
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
      expect(
        found.length,
        `${found.length} off the scale on ${screenTitle(screen)}:\n${formatOffenders(found)}`,
      ).toBe(0);
    } finally {
      await cleanUp();
    }
  });
}
