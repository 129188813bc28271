// `npm run bench`: every benchmark in tests/bench, one after another, printing its figures.
import { runBrochureBench } from './brochures';
import { runCrawlVisitorBench } from './crawl-visitor';
import { runDocumentsBench } from './documents';
import { runFilterTapsBench } from './filter-taps';
import { runFirstTapBench } from './first-tap';
import { runInteractionBench } from './interaction';
import { runJsWeightBench } from './js-weight';
import { runLoadBench } from './load';
import { runMainThreadBench } from './main-thread';
import { runSearchCrawlBench } from './search-crawl';
import { runSearchEngineBench } from './search-engine';
import { runSearchMissBench } from './search-miss';
import { runSearchPageBench } from './search-page';
import { runSuggestionsBench } from './suggestions';

const BENCHES: Array<[string, () => Promise<void>]> = [
  ['Embedded search engine', runSearchEngineBench],
  ['JavaScript weight per route', runJsWeightBench],
  ['Search page in Chromium', runSearchPageBench],
  ['Suggestions as you type', runSuggestionsBench],
  ['Requests and queries per filter tap', runFilterTapsBench],
  ['Taps on a slow phone (INP-like)', runInteractionBench],
  ['First tap on a phone, and INP per page', runFirstTapBench],
  ['Main thread per page after the first paint', runMainThreadBench],
  ['Document size per page', runDocumentsBench],
  ['Brochures (PDF)', runBrochureBench],
  ['Load (autocannon)', runLoadBench],
  ['Search crawl and cache size', runSearchCrawlBench],
  ['Search state never cached (miss)', runSearchMissBench],
  ['Crawler beside a visitor', runCrawlVisitorBench],
];

/** BENCH=load (or a comma-separated list of words from the names) runs only those benches. */
function selected(name: string): boolean {
  const only = process.env.BENCH?.toLowerCase().split(',').filter(Boolean);
  return !only || only.some((word) => name.toLowerCase().includes(word.trim()));
}

async function main(): Promise<void> {
  for (const [name, run] of BENCHES) {
    if (!selected(name)) continue;
    console.log(`\n=== ${name} ===`);
    await run();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
