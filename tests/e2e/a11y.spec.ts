// Accessibility (shared/DESIGN.md "Done means" 3): axe-core with its default rules reports no
// serious or critical violation on any built route or shell popup, signed out and signed in, at
// 390 × 844. A violation fails with its rule id, impact and the nodes it found.
import { expect, test } from '@playwright/test';
import { PATHS } from '../../src/config/routes.ts';
import { formatViolations, seriousViolations } from './support/axe';
import { screens, screenTitle, showScreen, withConnectedGames } from './support/routes';
import { apiLogin, seedLogin } from './support/session';

test.use({ viewport: { width: 390, height: 844 } });

for (const screen of screens()) {
  test(`axe finds nothing serious: ${screenTitle(screen)}`, async ({ page, request }) => {
    let cleanUp = async () => {};
    if (screen.signedIn) {
      const login = await apiLogin(request);
      await seedLogin(page, login);
      if (screen.path === PATHS.CONNECTED_GAMES) cleanUp = await withConnectedGames(request, login);
    }
    try {
      await showScreen(page, screen);
      const violations = await seriousViolations(page);
      expect(
        violations.length,
        `axe on ${screenTitle(screen)}:\n${formatViolations(violations)}`,
      ).toBe(0);
    } finally {
      await cleanUp();
    }
  });
}
