// The pages run under their Content-Security-Policy and Permissions-Policy without a single
// violation, and may not be framed by another site.
import { expect, test } from '@playwright/test';

for (const [name, viewport, url] of [
  ['mobile app', { width: 390, height: 844 }, '/home'],
  ['desktop page', { width: 1280, height: 800 }, '/pc/index.html'],
] as const) {
  test(`the ${name} runs under its CSP with no violation`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      // A Permissions-Policy naming a feature the browser does not know is an error on every page.
      if (/Content Security Policy|Permissions-Policy/i.test(message.text()))
        violations.push(message.text());
    });
    const response = await page.goto(url);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('body')).not.toBeEmpty();
    expect(violations).toEqual([]);
    await context.close();
  });
}
