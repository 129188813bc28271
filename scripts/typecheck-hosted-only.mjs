// `npm run typecheck:hosted`: type-checks the site as a copy without `lib/embedded/` (and without the
// tests and their configuration, which exercise it), so the production code is proven to need none of the embedded backends.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOM = 'lib/embedded/';
const TEST_FILES = ['tests/', 'playwright.config.ts', 'vitest.config.mts'];
const root = process.cwd();
const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { encoding: 'utf8' });
const files = listed
  .split('\0')
  .filter(
    (file) => file && ![ROOM, 'node_modules/', ...TEST_FILES].some((skipped) => file.startsWith(skipped)),
  );

const copy = mkdtempSync(path.join(tmpdir(), 'site-hosted-only-'));
try {
  for (const file of files) cpSync(path.join(root, file), path.join(copy, file), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  execFileSync(path.join(root, 'node_modules/.bin/tsc'), ['--noEmit', '--incremental', 'false'], {
    cwd: copy,
    stdio: 'inherit',
  });
  console.log(`The site type-checks without ${ROOM} (${files.length} files).`);
} catch {
  console.error(
    `The site does not type-check without ${ROOM}: production code imports it outside its wiring.`,
  );
  process.exitCode = 1;
} finally {
  rmSync(copy, { recursive: true, force: true });
}
