// Nothing moves while a screen loads (issue 28 item 6; the rule, the slowed API and the list of
// screens: tests/e2e/support/layout-shift.ts). Each screen's load is read by
// tests/e2e/app/screens.spec.ts, for the member and for a visitor, with its other checks; the
// member's wallet, where the jump was seen, is loaded four times here, its answers back in another
// order each time.
import { expect, test } from '@playwright/test';
import { watchLayoutShift } from '../support/layout-probe';
import { MAX_SHIFT, shiftOfLoad, slowApi } from '../support/layout-shift';
import { apiLogin, seedLogin } from '../support/session';

test('the wallet does not move while it loads, over four loads', async ({ page, request }) => {
  await seedLogin(page, await apiLogin(request));
  await watchLayoutShift(page);
  const shifts: number[] = [];
  for (let load = 0; load < 4; load++) {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await slowApi(page, load);
    shifts.push(await shiftOfLoad(page, '/profile/wallet'));
  }
  test.info().annotations.push({ type: 'CLS', description: shifts.join(' ') });
  for (const [load, shift] of shifts.entries())
    expect(shift, `load ${load + 1} of /profile/wallet: ${shifts.join(', ')}`).toBeLessThan(
      MAX_SHIFT,
    );
});
