/**
 * V8's explicit compile hint (Chrome 136 on, https://v8.dev/blog/explicit-compile-hints): a script
 * that opens with this comment has all its functions compiled as it is streamed in, on a background
 * thread, instead of each on the main thread the first time it is called.
 *
 * Turbopack writes each module as a function that runs only when the module is first required, and
 * a page requires the modules of its first-load chunks while it hydrates: without the hint their
 * compilation is a main-thread cost inside the hydration task (on `/search` at 4× CPU, the tasks
 * after the first paint blocked the main thread for about 400 ms without it, 130 ms with it). So the
 * build gives the hint to the chunks a page loads with its document, not to those loaded on first use
 * (the map, the gallery), most of whose functions a visit never calls.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A chunk's text with the hint as its first line; the text unchanged when it has it already. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}${source}`;
}

/** The parts of `next build`'s manifests that name the chunks a page loads with its document. */
export interface FirstLoadManifests {
  /** build-manifest.json's `rootMainFiles`: the framework, on every page. */
  rootMainFiles: string[];
  /** Each route's client reference manifest's `entryJSFiles`: its layouts' and page's chunks. */
  entryJSFiles: Array<Record<string, string[]>>;
}

/** The chunks loaded with some page's document, as paths inside the build folder, sorted. */
export function firstLoadChunks({ rootMainFiles, entryJSFiles }: FirstLoadManifests): string[] {
  const files = new Set(rootMainFiles);
  for (const entries of entryJSFiles)
    for (const list of Object.values(entries)) for (const file of list) files.add(file);
  return [...files].filter((file) => file.startsWith('static/chunks/') && file.endsWith('.js')).sort();
}
