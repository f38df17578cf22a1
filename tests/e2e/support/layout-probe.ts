// Measures, in the page, what docs/architecture.md "Layout and touch" asks of every screen: readable text
// on one scale and touch targets a thumb can hit. The rules (all sizes in CSS px):
//
// Text: every visible element with text of its own (a non-blank text node child, or an input's
// value or placeholder) is measured by its computed font-size.
//   - No text under 12 px.
//   - Headings (h1–h6 and what they hold) and the one-time-code field: 14–28 px.
//   - Captions: text at the scale's caption size (`--text-small` on :root, itself 12–14 px) may be
//     used for small print anywhere (field labels, dates, tags, nav labels, error lines).
//   - Everything else (paragraphs, list items, labels, links, buttons, inputs): 14–17 px.
//   - The logo's letter mark (.logo-mark) is a picture drawn with a letter, not text: not measured.
//
// Touch: every visible, enabled tappable element: a[href], button, input (not hidden), select,
// textarea, summary, [role=button|link|tab|checkbox|radio|switch|menuitem|option], and a label that
// wraps an input.
//   - Its bounding box is at least 44 × 44.
//   - A checkbox or radio box may be smaller (the box itself at least 20 × 20) when its label,
//     which takes the tap too, is at least 44 × 44.
//   - One exemption, as WCAG 2.5.5 and 2.5.8 make it: a link inside a sentence (displayed inline,
//     with text of the sentence around it, like the sign-up form's "terms of service") is as tall
//     as its line. Making it 44 high would spread the sentence's lines apart or overlap the next
//     line's link. Exempt links are returned apart, so the spec can list them.
//
// Width: the page is no wider than the screen (nothing scrolls sideways).
//
// "Visible" means rendered with a box on the page: not display:none or visibility:hidden, not
// clipped to 1 px (.visually-hidden), not moved off the page (the skip link until focused), not
// under an inert ancestor (the page behind an open popup).
import type { Page } from '@playwright/test';

export const LIMITS = {
  MIN_TEXT_PX: 12,
  BODY_MIN_PX: 14,
  BODY_MAX_PX: 17,
  CAPTION_MAX_PX: 14,
  HEADING_MAX_PX: 28,
  TAP_PX: 44,
  CHECK_BOX_PX: 20,
} as const;

export type Offender = {
  kind: 'text' | 'tap' | 'inline link' | 'width';
  selector: string;
  text: string;
  /** What was measured, e.g. "font-size 39px (body text: 14–17)" or "38×21 (needs 44×44)". */
  problem: string;
};

/** Runs the rules above on the current page: what breaks them, and the inline links let off. */
export function measureScale(page: Page): Promise<{ offenders: Offender[]; exempt: Offender[] }> {
  return page.evaluate((limits) => {
    type Found = {
      kind: 'text' | 'tap' | 'inline link' | 'width';
      selector: string;
      text: string;
      problem: string;
    };
    const offenders: Found[] = [];
    const exempt: Found[] = [];
    const round = (n: number) => Math.round(n * 10) / 10;

    const selectorOf = (el: Element): string => {
      const parts: string[] = [];
      let node: Element | null = el;
      while (node && node !== document.body && parts.length < 4) {
        let part = node.tagName.toLowerCase();
        if (node.id) {
          parts.unshift(`${part}#${node.id}`);
          break;
        }
        const classes = [...node.classList].slice(0, 2);
        if (classes.length > 0) part += `.${classes.join('.')}`;
        const parent: Element | null = node.parentElement;
        if (parent) {
          const same = [...parent.children].filter((c) => c.tagName === node!.tagName);
          if (same.length > 1) part += `:nth-of-type(${same.indexOf(node) + 1})`;
        }
        parts.unshift(part);
        node = parent;
      }
      return parts.join(' > ');
    };

    const textOf = (el: Element): string => {
      const own =
        el.getAttribute('aria-label') ??
        (el instanceof HTMLInputElement ? el.value || el.placeholder || el.type : '') ??
        '';
      const text = (own || el.textContent || '').replace(/\s+/g, ' ').trim();
      return text.length > 40 ? `${text.slice(0, 39)}…` : text;
    };

    const isShown = (el: Element): boolean => {
      if (el.closest('[inert]')) return false;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility !== 'visible') return false;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return false;
      // Moved off the page sideways (the skip link until it has focus).
      if (rect.right <= 0 || rect.left >= document.documentElement.clientWidth) return false;
      return true;
    };

    // The scale's caption size, if the stylesheet defines one (a probe resolves it to px).
    let captionPx = Number.NaN;
    const captionVar = getComputedStyle(document.documentElement)
      .getPropertyValue('--text-small')
      .trim();
    if (captionVar) {
      const probe = document.createElement('span');
      probe.style.fontSize = 'var(--text-small)';
      document.body.append(probe);
      captionPx = parseFloat(getComputedStyle(probe).fontSize);
      probe.remove();
      if (captionPx < limits.MIN_TEXT_PX || captionPx > limits.CAPTION_MAX_PX)
        offenders.push({
          kind: 'text',
          selector: ':root',
          text: '--text-small',
          problem: `caption size ${round(captionPx)}px (must be ${limits.MIN_TEXT_PX}–${limits.CAPTION_MAX_PX})`,
        });
    }

    // Text.
    const isInput = (el: Element) =>
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement ||
      (el instanceof HTMLInputElement &&
        !['hidden', 'checkbox', 'radio', 'range', 'color', 'file', 'image'].includes(el.type));
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('svg, script, style, template, noscript, .logo-mark')) continue;
      const hasOwnText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      if (!hasOwnText && !isInput(el)) continue;
      if (!isShown(el)) continue;
      const px = parseFloat(getComputedStyle(el).fontSize);
      const isHeading =
        el.closest('h1, h2, h3, h4, h5, h6, [role="heading"]') !== null ||
        el.getAttribute('autocomplete') === 'one-time-code';
      let problem: string | null = null;
      if (px < limits.MIN_TEXT_PX - 0.05) problem = `under ${limits.MIN_TEXT_PX}px`;
      else if (isHeading) {
        if (px < limits.BODY_MIN_PX - 0.05 || px > limits.HEADING_MAX_PX + 0.05)
          problem = `heading text: ${limits.BODY_MIN_PX}–${limits.HEADING_MAX_PX}`;
      } else if (Math.abs(px - captionPx) < 0.05) {
        // A caption at the scale's caption size, checked once above.
      } else if (px < limits.BODY_MIN_PX - 0.05 || px > limits.BODY_MAX_PX + 0.05) {
        problem = `body text: ${limits.BODY_MIN_PX}–${limits.BODY_MAX_PX}, or the caption size`;
      }
      if (problem)
        offenders.push({
          kind: 'text',
          selector: selectorOf(el),
          text: textOf(el),
          problem: `font-size ${round(px)}px (${problem})`,
        });
    }

    // Touch targets.
    const TAPPABLE = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="menuitem"]',
      '[role="option"]',
      'label:has(input, select, textarea)',
    ].join(', ');
    const isDisabled = (el: Element) =>
      el.matches(':disabled') || el.closest('[aria-disabled="true"]') !== null;
    const tooSmall = (rect: DOMRect, min: number) =>
      rect.width < min - 0.5 || rect.height < min - 0.5;
    const size = (rect: DOMRect) => `${round(rect.width)}×${round(rect.height)}`;
    /** A link laid out inline with other text of its sentence around it. */
    const isInlineInText = (el: Element): boolean => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const around = (block?.textContent ?? '').replace(el.textContent ?? '', '');
      return around.trim() !== '';
    };

    for (const el of document.body.querySelectorAll(TAPPABLE)) {
      if (isDisabled(el)) continue;
      const isBox =
        el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
      // A transparent box (a radio laid over its whole row) counts: it is what takes the tap.
      if (!isShown(el)) continue;
      const rect = el.getBoundingClientRect();
      if (!tooSmall(rect, limits.TAP_PX)) continue;
      if (isBox) {
        const label = [...(el.labels ?? [])].find((l) => isShown(l));
        const labelRect = label?.getBoundingClientRect();
        if (
          !tooSmall(rect, limits.CHECK_BOX_PX) &&
          labelRect &&
          !tooSmall(labelRect, limits.TAP_PX)
        )
          continue;
        offenders.push({
          kind: 'tap',
          selector: selectorOf(el),
          text: label ? textOf(label) : textOf(el),
          problem: `box ${size(rect)}, label ${labelRect ? size(labelRect) : 'none'} (needs a ${limits.CHECK_BOX_PX}×${limits.CHECK_BOX_PX} box and a ${limits.TAP_PX}×${limits.TAP_PX} label)`,
        });
        continue;
      }
      const found: Found = {
        kind: 'tap',
        selector: selectorOf(el),
        text: textOf(el),
        problem: `${size(rect)} (needs ${limits.TAP_PX}×${limits.TAP_PX})`,
      };
      if (isInlineInText(el)) exempt.push({ ...found, kind: 'inline link' });
      else offenders.push(found);
    }
    // Width: the widest element that sticks out names the culprit.
    const screenWidth = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > screenWidth + 0.5) {
      let widest: Element = document.documentElement;
      let right = 0;
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect().right;
        if (r > right + 0.5 && isShown(el)) [widest, right] = [el, r];
      }
      offenders.push({
        kind: 'width',
        selector: selectorOf(widest),
        text: textOf(widest),
        problem: `page ${document.documentElement.scrollWidth}px wide on a ${screenWidth}px screen (${round(right)}px reached)`,
      });
    }
    return { offenders, exempt };
  }, LIMITS);
}

export function formatOffenders(offenders: readonly (Offender & { where: string })[]): string {
  return offenders
    .map((o) => `  [${o.where}] ${o.kind} ${o.selector} "${o.text}": ${o.problem}`)
    .join('\n');
}

/**
 * Sums the page's layout shifts from its first paint on, as Lighthouse's CLS does (a shift right
 * after input does not count); read the sum with `layoutShiftOf`. Call before `page.goto`.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { __cls: number; __clsSources: string[] };
    scope.__cls = 0;
    scope.__clsSources = [];
    // What moved, for a failure's message: a rare shift is explained by its first report.
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
      const classes = [...node.classList].slice(0, 2).join('.');
      return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        scope.__cls += entry.value;
        const moved = (entry.sources ?? []).map(
          (source) =>
            `${describe(source.node)} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`,
        );
        scope.__clsSources.push(
          `${entry.value.toFixed(4)} at ${Math.round(performance.now())} ms: ${moved.join(', ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Each layout shift of the page so far: its value, when, and which nodes moved from where to where. */
export const layoutShiftSourcesOf = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __clsSources: string[] }).__clsSources);

export const layoutShiftOf = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls);
