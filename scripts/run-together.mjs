// `node scripts/run-together.mjs lint typecheck …`: runs npm scripts side by side, as many at once as
// the machine has cores, and fails if any fails. Each check is single-threaded, so one after another
// they left a core of a CI runner idle for three minutes. Output is kept per script and printed whole
// when it ends, so failures read as they would alone.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const queue = process.argv.slice(2);
if (queue.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script>…');
  process.exit(2);
}
// `npm run --silent` says nothing of a script it does not know: name it here.
const { scripts = {} } = JSON.parse(readFileSync('package.json', 'utf8'));
const unknown = queue.filter((script) => !Object.hasOwn(scripts, script));
if (unknown.length > 0) {
  console.error(`No such npm script: ${unknown.join(', ')}`);
  process.exit(2);
}

/** Runs one npm script, resolving with its exit code once its output has been printed. */
function run(script) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const outcome = code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n── npm run ${script}: ${outcome} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const failed = [];
async function worker() {
  for (let script = queue.shift(); script; script = queue.shift()) {
    if ((await run(script)) !== 0) failed.push(script);
  }
}

const slots = Math.min(availableParallelism(), queue.length);
await Promise.all(Array.from({ length: slots }, worker));
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
