import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, firstLoadChunks, withCompileHint } from '@/lib/rendering/compile-hints';

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([]);';
    const hinted = withCompileHint(chunk);
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(withCompileHint(hinted)).toBe(hinted);
    expect(hinted.startsWith(COMPILE_HINT)).toBe(true);
  });
});

describe('firstLoadChunks', () => {
  it('names the framework chunks and every route entry chunk once', () => {
    expect(
      firstLoadChunks({
        rootMainFiles: ['static/chunks/framework.js', 'static/chunks/runtime.js'],
        entryJSFiles: [
          {
            '[project]/app/layout': ['static/chunks/layout.js'],
            '[project]/app/page': ['static/chunks/home.js'],
          },
          {
            '[project]/app/layout': ['static/chunks/layout.js'],
            '[project]/app/search/page': ['static/chunks/search.js'],
          },
        ],
      }),
    ).toEqual([
      'static/chunks/framework.js',
      'static/chunks/home.js',
      'static/chunks/layout.js',
      'static/chunks/runtime.js',
      'static/chunks/search.js',
    ]);
  });

  it('leaves out what is not a script chunk of the build', () => {
    expect(
      firstLoadChunks({
        rootMainFiles: ['static/chunks/framework.js', 'static/css/site.css'],
        entryJSFiles: [{ '[project]/app/layout': ['static/chunks/site.css', '../outside.js'] }],
      }),
    ).toEqual(['static/chunks/framework.js']);
  });
});
