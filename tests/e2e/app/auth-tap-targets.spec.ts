// Tap targets of the sign-in and sign-up pages on a 360 px phone (issue 28 item 12): the sign-up
// agreement row was hard to tick (a 22 px box; the links filled the sentence, 16 px high, and a
// finger on 「與」 between them snapped to one and opened the terms), and the sign-in page's 「註冊」
// link was 28 px wide. Now the box has a 44×44 square of its own, a touch anywhere on the row's text
// ticks it, the two links are 44 px targets on their own row, and the sign-up link is 44×44; in
// English and in Chinese.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { textIn, type Locale } from '../support/texts';

const TAP = 44;

test.use({ viewport: { width: 360, height: 740 } });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/** The middle of each line of the agreement's text: a tap there should tick the box. */
async function plainTextPoints(page: Page): Promise<{ text: string; x: number; y: number }[]> {
  return page.locator('label[for="sign-up-agree"]').evaluate((label) => {
    const points: { text: string; x: number; y: number }[] = [];
    const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects())
        points.push({
          text: node.textContent.trim(),
          x: rect.x + rect.width / 2,
          y: rect.y + rect.height / 2,
        });
    }
    return points;
  });
}

for (const locale of ['zh-TW', 'en-US'] as const satisfies Locale[]) {
  test.describe(() => {
    test.use({ locale });
    test(`sign-in and sign-up tap targets are 44 px and the agreement ticks outside its links (${locale})`, async ({
      page,
      context,
    }) => {
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const signUpLink = page.getByRole('link', {
        name: textIn(locale, 'signUp.link'),
        exact: true,
      });
      const linkBox = await boxOf(signUpLink);
      expect(linkBox.width, 'sign-up link width').toBeGreaterThanOrEqual(TAP);
      expect(linkBox.height, 'sign-up link height').toBeGreaterThanOrEqual(TAP);

      await signUpLink.click();
      const checkbox = page.getByRole('checkbox');
      await expect(checkbox).not.toBeChecked();
      const row = page.locator('label[for="sign-up-agree"]');
      const rowBox = await boxOf(row);
      expect(rowBox.height, 'agreement row height').toBeGreaterThanOrEqual(TAP);
      expect(rowBox.width, 'agreement row width').toBeGreaterThanOrEqual(TAP);

      // The documents' links: 44 px targets of their own, not inside the row.
      const form = page.locator('form');
      for (const key of ['menu.terms', 'menu.policy']) {
        const link = form.getByRole('link', { name: textIn(locale, key), exact: true });
        const box = await boxOf(link);
        expect(box.height, `${key} link height`).toBeGreaterThanOrEqual(TAP);
        expect(box.width, `${key} link width`).toBeGreaterThanOrEqual(TAP);
        expect(box.y, `${key} link below the row`).toBeGreaterThanOrEqual(rowBox.y + rowBox.height);
      }
      await expect(row.getByRole('link')).toHaveCount(0);

      // The box's own 44×44 square: its corners tick and untick it, none of it is a link.
      const box = await boxOf(checkbox);
      const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
      const corner = TAP / 2 - 1;
      for (const [dx, dy, checked] of [
        [-corner, -corner, true],
        [corner, corner, false],
        [-corner, corner, true],
        [corner, -corner, false],
      ] as const) {
        await page.touchscreen.tap(cx + dx, cy + dy);
        await expect(checkbox).toBeChecked({ checked });
      }

      // Every piece of plain text in the row ticks (then unticks) the box, and opens nothing.
      const points = await plainTextPoints(page);
      expect(points.length).toBeGreaterThan(0);
      for (const point of points) {
        await page.touchscreen.tap(point.x, point.y);
        await expect(checkbox, `tap on 「${point.text}」`).toBeChecked();
        await page.touchscreen.tap(point.x, point.y);
        await expect(checkbox, `second tap on 「${point.text}」`).not.toBeChecked();
      }
      expect(context.pages()).toHaveLength(1);
      await expect(page).toHaveURL(/\/login\/signup/);
    });
  });
}
