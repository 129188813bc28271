import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page's serious and critical axe violations, one `rule: targets` line each. A page without
 * frames is checked in place (axe's legacy mode): the default checks every frame, then opens a
 * blank page to merge their results, which doubles the time for the same findings.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * axe's colour-contrast check (WCAG 2.2 AA) on the page as it is: every text below the ratio, and
 * every text whose contrast axe cannot determine (over a photo, a gradient or an overlapping
 * element), one `rule: target (why)` line each. An undetermined text is a failure too: nobody can
 * vouch for its contrast.
 */
export async function contrastFindings(page: Page, exclude: string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withRules(['color-contrast'])
    .setLegacyMode(page.frames().length === 1);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  return [
    ...results.violations.map((rule) => ({ rule, verdict: 'fails' })),
    ...results.incomplete.map((rule) => ({ rule, verdict: 'undetermined' })),
  ].flatMap(({ rule, verdict }) =>
    rule.nodes.map(
      (node) =>
        `${rule.id} ${verdict}: ${node.target.join(' ')} (${node.any[0]?.message ?? node.failureSummary})`,
    ),
  );
}
