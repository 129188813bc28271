// `npm run build` runs this after `next build` (postbuild): the chunks a page loads with its
// document get V8's compile hint (lib/rendering/compile-hints.ts). Run again, it changes nothing.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { firstLoadChunks, withCompileHint } from '../lib/rendering/compile-hints';

const distDir = process.env.NEXT_DIST_DIR?.trim() || '.next';

function clientReferenceManifests(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return clientReferenceManifests(path);
    return name.endsWith('_client-reference-manifest.js') ? [path] : [];
  });
}

/** Each manifest is a script that assigns to `globalThis.__RSC_MANIFEST[route]`. */
function entryJSFiles(path: string): Array<Record<string, string[]>> {
  const context: { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } = {};
  runInNewContext(readFileSync(path, 'utf8'), context);
  return Object.values(context.__RSC_MANIFEST ?? {}).map((manifest) => manifest.entryJSFiles ?? {});
}

const buildManifest = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8')) as {
  rootMainFiles: string[];
};
const chunks = firstLoadChunks({
  rootMainFiles: buildManifest.rootMainFiles,
  entryJSFiles: clientReferenceManifests(join(distDir, 'server', 'app')).flatMap(entryJSFiles),
});
if (chunks.length === 0)
  throw new Error(`${distDir} names no first-load chunks: has next build changed its manifests?`);
for (const chunk of chunks) {
  const path = join(distDir, chunk);
  const source = readFileSync(path, 'utf8');
  const hinted = withCompileHint(source);
  if (hinted !== source) writeFileSync(path, hinted);
}
console.log(`compile hints: ${chunks.length} first-load chunks of ${distDir}`);
