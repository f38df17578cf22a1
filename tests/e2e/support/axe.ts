// axe-core in the page, with its default rules (WCAG 2.0–2.2 A/AA and best practices), for the
// "0 serious or critical violations on every route" acceptance (docs/architecture.md "Done means").
// The script comes from the installed axe-core package (@axe-core/playwright needs Node 22). It is
// evaluated through the DevTools protocol rather than added as a <script>: the app's
// Content-Security-Policy refuses inline scripts, and the test keeps that policy on.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts the acceptance counts. */
export const BLOCKING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

export type AxeViolation = {
  id: string;
  impact: ImpactValue;
  help: string;
  helpUrl: string;
  /** One entry per node: its CSS target and what axe says is wrong with it. */
  nodes: { target: string; summary: string }[];
};

declare global {
  interface Window {
    axe?: { run: (context: Document) => Promise<AxeResults> };
  }
}

/** Runs axe on the whole document as it is now; returns its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const results = await window.axe!.run(document);
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({
        target: n.target.map(String).join(' '),
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    }));
  });
  return violations.filter((v): v is AxeViolation =>
    BLOCKING_IMPACTS.includes(v.impact as ImpactValue),
  );
}

/** One line per violation, then its nodes: rule id, impact, target, axe's summary. */
export function formatViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `  ${v.id} (${v.impact}): ${v.help} <${v.helpUrl}>\n` +
        v.nodes.map((n) => `    ${n.target}: ${n.summary}`).join('\n'),
    )
    .join('\n');
}
