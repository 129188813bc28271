import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The build's CSS chunks by path (`/_next/static/chunks/x.css`), each read once; null for any other
 * path or a chunk the build does not have. The cache inlines them in its documents
 * (lib/rendering/inline-style-sheets.ts), and the build's own check does as the cache will.
 */
export function readStyleSheets(distDir: string): (href: string) => string | null {
  const sheets = new Map<string, string | null>();
  return (href) => {
    const name = /^\/_next\/static\/chunks\/([\w.-]+\.css)$/.exec(href)?.[1];
    if (!name) return null;
    if (!sheets.has(name)) {
      try {
        sheets.set(name, readFileSync(join(distDir, 'static', 'chunks', name), 'utf8'));
      } catch {
        sheets.set(name, null);
      }
    }
    return sheets.get(name) ?? null;
  };
}
