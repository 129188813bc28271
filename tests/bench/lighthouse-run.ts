import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Result } from 'lighthouse';
import { CHROMIUM_FLAGS, FULL_CHROMIUM } from '../support/chromium';

/** One Lighthouse run in its own process, and what the benchmark reads from its report. */

export const PRESET = process.env.LIGHTHOUSE_PRESET === 'desktop' ? 'desktop' : 'mobile';
/**
 * Lighthouse multiplies the main-thread time it observes by 4 (mobile) to simulate a phone, so a
 * faster machine simulates a faster phone. LIGHTHOUSE_CPU_SLOWDOWN sets that factor: 4 × the run's
 * benchmarkIndex ÷ 1,000 measures a machine of benchmarkIndex 1,000 on this one.
 */
export const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? Number.NaN);
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const RUN_ATTEMPTS = 3;

/*
 * Lighthouse's CLI in its own process: under tsx, functions Lighthouse stringifies into the page
 * carry esbuild's `__name` helper and fail there ("__name is not defined").
 */
const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

async function runOnce(url: string, outputPath: string): Promise<Result> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
    ...(PRESET === 'desktop' ? ['--preset=desktop'] : []),
    ...(CPU_SLOWDOWN > 0 ? [`--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`] : []),
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? FULL_CHROMIUM };
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`lighthouse exited with code ${code} for ${url}`);
  const lhr = JSON.parse(readFileSync(outputPath, 'utf8')) as Result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine. */
export async function runLighthouse(url: string, outputPath: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, outputPath);
    } catch (error) {
      if (attempt >= RUN_ATTEMPTS) throw error;
      console.error(`retrying ${url} (attempt ${attempt} failed: ${String(error)})`);
    }
  }
}

export function score(lhr: Result, category: Category): number {
  return Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
}

export function metric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

/** The run with the median performance score (ties broken by LCP), as Lighthouse advises. */
export function medianRun(runs: Result[]): Result {
  const sorted = [...runs].sort(
    (a, b) =>
      score(a, 'performance') - score(b, 'performance') ||
      metric(b, 'largest-contentful-paint') - metric(a, 'largest-contentful-paint'),
  );
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse runs');
  return median;
}
