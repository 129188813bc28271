import type { Result } from 'lighthouse';
import { metric, score } from './lighthouse-run';
import { percentile } from './percentile';

/*
 * `npm run lighthouse` as a regression guard (issue 85): on every page it measures of this build,
 * the median of its runs, metric by metric, keeps these bounds, or the command fails naming each
 * page and bound it broke. A median, not one run: single runs move by more than the bounds allow.
 */

const LCP_MS = 1200;
const CLS = 0;
const ACCESSIBILITY = 100;

export interface GuardedPage {
  name: string;
  runs: Result[];
}

/** Each bound a page's medians break, as 'page: LCP 1.31 s > 1.2 s'; none when all hold. */
export function guardBreaches(pages: GuardedPage[]): string[] {
  return pages.flatMap(({ name, runs }) => {
    const median = (read: (lhr: Result) => number) => percentile(runs.map(read), 50);
    const lcp = median((lhr) => metric(lhr, 'largest-contentful-paint'));
    const cls = median((lhr) => metric(lhr, 'cumulative-layout-shift'));
    const accessibility = median((lhr) => score(lhr, 'accessibility'));
    return [
      ...(lcp <= LCP_MS ? [] : [`${name}: LCP ${(lcp / 1000).toFixed(2)} s > ${LCP_MS / 1000} s`]),
      ...(cls <= CLS ? [] : [`${name}: CLS ${cls.toFixed(3)} > ${CLS}`]),
      ...(accessibility >= ACCESSIBILITY
        ? []
        : [`${name}: accessibility ${accessibility} < ${ACCESSIBILITY}`]),
    ];
  });
}

/** Prints the guard's verdict; true when every bound held. */
export function printGuard(pages: GuardedPage[]): boolean {
  const breaches = guardBreaches(pages);
  console.log(
    // The table above shows the run with the median performance score; the guard, each metric's own median.
    `\nRegression guard, each metric's median over a page's runs: LCP ≤ ${LCP_MS / 1000} s, CLS ${CLS}, ` +
      `accessibility ${ACCESSIBILITY} on ${pages.length} page(s): ` +
      (breaches.length === 0 ? 'held' : `BROKEN (${breaches.length})`),
  );
  for (const breach of breaches) console.log(`  ${breach}`);
  return breaches.length === 0;
}
