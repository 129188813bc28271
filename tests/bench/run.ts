// `npm run bench`: every benchmark in tests/bench, one after another, printing its figures.
import { runSearchEngineBench } from './search-engine';
import { runSearchPageBench } from './search-page';

const BENCHES: Array<[string, () => Promise<void>]> = [
  ['Embedded search engine', runSearchEngineBench],
  ['Search page in Chromium', runSearchPageBench],
];

async function main(): Promise<void> {
  for (const [name, run] of BENCHES) {
    console.log(`\n=== ${name} ===`);
    await run();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
