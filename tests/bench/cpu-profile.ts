import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Summary of a V8 `.cpuprofile` (node --cpu-prof): self time per function and per origin
 * (a package under node_modules, a chunk of the build, Node itself), to say where a server's
 * time goes under load.
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  file: string;
  totalMs: number;
  byOrigin: Array<[string, number]>;
  byFunction: Array<[string, number]>;
}

/** Where a function comes from: the package, the build chunk or Node's own code. */
function originOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 'node_modules/'.length).split('/');
    const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? url);
    // Next bundles React, the RSC renderer and more under next/dist/compiled: name them.
    const compiled = url.match(/next\/dist\/compiled\/([^/]+(?:\/[^/]+)?)/)?.[1];
    if (compiled) return `next/compiled/${compiled.split('/')[0] ?? compiled}`;
    const nextPart = url.match(/next\/dist\/(server|shared|lib|client)\/([^/]+)/);
    if (name === 'next' && nextPart) return `next/${nextPart[1]}/${nextPart[2]}`;
    return name;
  }
  const build = url.match(/\/(\.next[^/]*)\/(.+)$/);
  if (build) return `build: ${build[2]}`;
  if (url.startsWith('node:')) return 'node (core)';
  return url.replace(/^file:\/\//, '');
}

function top(map: Map<string, number>, count: number): Array<[string, number]> {
  return [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/**
 * A stretch of a profile, in microseconds of the monotonic clock V8 stamps samples with, which is
 * the one `process.hrtime` reads: a bench can profile only what it measured, start-up left out.
 */
export interface ProfileWindow {
  fromMicros: number;
  toMicros: number;
}

export function monotonicMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

export function summariseProfile(file: string, count = 20, window?: ProfileWindow): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let totalMs = 0;
  let sampledAt = profile.startTime;
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    const delta = profile.timeDeltas[index] ?? 0;
    sampledAt += delta;
    const ms = delta / 1000;
    if (window && (sampledAt < window.fromMicros || sampledAt > window.toMicros)) return;
    if (!node || node.callFrame.functionName === '(idle)') return;
    totalMs += ms;
    const { functionName, url, lineNumber } = node.callFrame;
    const origin = originOf(url, functionName);
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + ms);
    const name = `${functionName || '(anonymous)'} ${origin}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  return { file, totalMs, byOrigin: top(byOrigin, count), byFunction: top(byFunction, count) };
}

/** The biggest profile in a folder: the server's, not npx's or the CLI wrapper's. */
export function largestProfile(dir: string): string | undefined {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(dir, name));
  return files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
}

export function printProfileSummary(summary: ProfileSummary): void {
  const share = (ms: number) => `${((100 * ms) / summary.totalMs).toFixed(1).padStart(5)} %`;
  console.log(`\nCPU profile ${summary.file}: ${(summary.totalMs / 1000).toFixed(1)} s busy (idle excluded)`);
  console.log('self time by origin:');
  for (const [origin, ms] of summary.byOrigin) console.log(`  ${share(ms)}  ${origin}`);
  console.log('self time by function:');
  for (const [name, ms] of summary.byFunction) console.log(`  ${share(ms)}  ${name}`);
}
