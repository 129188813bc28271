import type { Result } from 'lighthouse';
import { CATEGORIES, metric, score } from './lighthouse-run';
import { percentile } from './percentile';

/** What the Lighthouse benchmark prints: each page beside the floor, the goals, and what costs points. */

export interface PageRuns {
  name: string;
  route: string;
  /** The run with the median performance score. */
  median: Result;
  runs: Result[];
}

/** Goals, each set beside the floor measured in the same run (issue: "The first seconds on a phone"). */
const GOAL_PERFORMANCE_UNDER_FLOOR = 2;
const GOAL_LCP_MS = 1200;
const GOAL_TBT_OVER_FLOOR_MS = 50;
const GOAL_ACCESSIBILITY = 100;
/** A page whose runs found the machine this much faster or slower than the floor's is not comparable. */
const COMPARABLE_INDEX_RATIO = 1.25;

/** The median of the benchmarkIndex Lighthouse measured at the start of each of a page's runs. */
function medianIndex(page: PageRuns): number {
  return percentile(
    page.runs.map((run) => run.environment.benchmarkIndex),
    50,
  );
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

function kib(bytes: number): string {
  return `${Math.round(bytes / 1024)}`;
}

/** Bytes over the wire by kind of resource (what competes with the LCP image for the link). */
function transferByType(lhr: Result): Record<string, number> {
  const totals: Record<string, number> = {};
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return totals;
  for (const item of details.items) {
    const type = String(item.resourceType ?? 'Other');
    totals[type] = (totals[type] ?? 0) + Number(item.transferSize ?? 0);
  }
  return totals;
}

interface BeforePaint {
  requests: number;
  bytes: number;
  scriptBytes: number;
}

/*
 * Lantern simulates LCP from the requests that finished before the LCP it observed on this
 * machine, where the network is local: whether the scripts finished before that paint or after it
 * moves a page's LCP by a second, whatever their size.
 */
function finishedBeforeObservedLcp(lhr: Result): BeforePaint {
  const totals: BeforePaint = { requests: 0, bytes: 0, scriptBytes: 0 };
  const requests = lhr.audits['network-requests']?.details;
  const metrics = lhr.audits.metrics?.details;
  const observed =
    metrics?.type === 'debugdata' ? metrics.items?.[0]?.observedLargestContentfulPaint : undefined;
  if (requests?.type !== 'table' || typeof observed !== 'number') return totals;
  for (const item of requests.items) {
    if (Number(item.networkEndTime) > observed) continue;
    const bytes = Number(item.transferSize ?? 0);
    totals.requests += 1;
    totals.bytes += bytes;
    if (item.resourceType === 'Script') totals.scriptBytes += bytes;
  }
  return totals;
}

function goalsMissed(page: Result, floor: Result): string[] {
  const missed: string[] = [];
  const performanceUnder = score(floor, 'performance') - score(page, 'performance');
  if (performanceUnder > GOAL_PERFORMANCE_UNDER_FLOOR)
    missed.push(`perf < floor − ${GOAL_PERFORMANCE_UNDER_FLOOR}`);
  if (metric(page, 'largest-contentful-paint') > GOAL_LCP_MS) missed.push(`LCP > ${formatMs(GOAL_LCP_MS)}`);
  const tbtOver = metric(page, 'total-blocking-time') - metric(floor, 'total-blocking-time');
  if (tbtOver > GOAL_TBT_OVER_FLOOR_MS) missed.push(`TBT > floor + ${GOAL_TBT_OVER_FLOOR_MS} ms`);
  if (metric(page, 'cumulative-layout-shift') > 0) missed.push('CLS > 0');
  if (score(page, 'accessibility') < GOAL_ACCESSIBILITY) missed.push(`a11y < ${GOAL_ACCESSIBILITY}`);
  return missed;
}

export function printComparison(floor: PageRuns, pages: PageRuns[]): void {
  const header = [
    'page',
    'perf',
    'a11y',
    'FCP',
    'LCP',
    '÷ floor',
    'LCP range',
    'TBT',
    '− floor',
    'CLS',
    'KiB',
    'by paint',
    'index',
    'goals',
  ];
  const widths = [24, 5, 5, 8, 8, 8, 18, 8, 8, 6, 6, 14, 6, 0];
  const row = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' ');
  const floorLcp = metric(floor.median, 'largest-contentful-paint');
  const floorTbt = metric(floor.median, 'total-blocking-time');
  const floorIndex = medianIndex(floor);
  const notComparable: string[] = [];
  console.log(row(header));
  for (const page of [floor, ...pages]) {
    const { median: lhr } = page;
    const lcps = page.runs.map((run) => metric(run, 'largest-contentful-paint'));
    const lcp = metric(lhr, 'largest-contentful-paint');
    const tbt = metric(lhr, 'total-blocking-time');
    const bytes = Object.values(transferByType(lhr)).reduce((sum, value) => sum + value, 0);
    const missed = page === floor ? [] : goalsMissed(lhr, floor.median);
    const beforePaint = finishedBeforeObservedLcp(lhr);
    const index = medianIndex(page);
    const ratio = Math.max(index / floorIndex, floorIndex / index);
    if (!(ratio <= COMPARABLE_INDEX_RATIO)) notComparable.push(page.name);
    console.log(
      row([
        page.name,
        String(score(lhr, 'performance')),
        String(score(lhr, 'accessibility')),
        formatMs(metric(lhr, 'first-contentful-paint')),
        formatMs(lcp),
        `${(lcp / floorLcp).toFixed(2)}×`,
        `${formatMs(Math.min(...lcps))}–${formatMs(Math.max(...lcps))}`,
        formatMs(tbt),
        `${Math.round(tbt - floorTbt)} ms`,
        metric(lhr, 'cumulative-layout-shift').toFixed(3),
        kib(bytes),
        `${kib(beforePaint.bytes)} (JS ${kib(beforePaint.scriptBytes)})`,
        String(Math.round(index)),
        page === floor ? 'the floor' : missed.length === 0 ? 'met' : missed.join(', '),
      ]),
    );
  }
  console.log(
    `\nGoals on every page, median of its runs: performance ≥ the floor's − ${GOAL_PERFORMANCE_UNDER_FLOOR}, ` +
      `LCP ≤ ${formatMs(GOAL_LCP_MS)}, ` +
      `TBT ≤ the floor's + ${GOAL_TBT_OVER_FLOOR_MS} ms, CLS 0, accessibility ${GOAL_ACCESSIBILITY}.\n` +
      "'by paint': KiB (of them JavaScript) finished before the LCP observed on this machine, which " +
      'Lantern simulates over the mobile link.\n' +
      "'index': the median benchmarkIndex of the page's runs. Lighthouse scales the main-thread time it " +
      'observes by its CPU factor, so a page measured while the machine ran slower than during the ' +
      "floor's runs shows more TBT for the machine's sake alone.",
  );
  if (notComparable.length > 0) {
    console.log(
      `\nNot comparable with the floor (index off by more than ${COMPARABLE_INDEX_RATIO}×): ` +
        `${notComparable.join(', ')}. Run them again: LIGHTHOUSE_PAGES='${notComparable.join(',')}'.`,
    );
  }
}

/** Audits that cost points: failing audits of the scored categories and perf opportunities. */
function shortfalls(lhr: Result): string[] {
  const lines: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (id === 'performance' && ref.group === 'metrics') continue;
      lines.push(`${id}: ${audit.id} (${audit.score.toFixed(2)}) ${audit.displayValue ?? ''}`.trim());
    }
  }
  for (const audit of Object.values(lhr.audits)) {
    const details = audit.details;
    if (details?.type === 'opportunity' && (details.overallSavingsMs ?? 0) > 0) {
      lines.push(`opportunity: ${audit.id} saves ~${Math.round(details.overallSavingsMs ?? 0)} ms`);
    }
  }
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details;
  if (lcpElement?.type === 'list') {
    const table = lcpElement.items[0];
    const item = table?.type === 'table' ? table.items[0]?.node : undefined;
    if (item && typeof item === 'object' && 'selector' in item)
      lines.push(`LCP element: ${String(item.selector)}`);
  }
  const bytes = Object.entries(transferByType(lhr))
    .sort((a, b) => b[1] - a[1])
    .map(([type, total]) => `${type} ${kib(total)}`);
  lines.push(`KiB over the wire: ${bytes.join(', ')}`);
  return lines;
}

export function printShortfalls(pages: PageRuns[]): void {
  for (const { name, median } of pages) {
    console.log(`\n${name}:`);
    for (const line of shortfalls(median)) console.log(`  ${line}`);
  }
}
