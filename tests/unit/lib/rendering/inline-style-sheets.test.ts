import { describe, expect, it } from 'vitest';
import { inlineStyleSheets } from '@/lib/rendering/inline-style-sheets';

const link = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
const SHEETS: Record<string, string> = {
  '/_next/static/chunks/a.css': '.a{color:red}',
  '/_next/static/chunks/b.css': '.b{content:"</style>"}',
};
const read = (href: string) => SHEETS[href] ?? null;

describe('inlineStyleSheets', () => {
  it("puts each CSS chunk's text in the document, its link kept for print only, in the same order", () => {
    const html = `<head>${link('/_next/static/chunks/a.css')}<link rel="canonical" href="/x"/></head>`;
    expect(inlineStyleSheets(html, read)).toBe(
      '<head><style>.a{color:red}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" media="print"/>' +
        '<link rel="canonical" href="/x"/></head>',
    );
  });

  it('leaves linked what it cannot read, what would end its style element, and any other link', () => {
    const html = [
      link('/_next/static/chunks/missing.css'),
      link('/_next/static/chunks/b.css'),
      '<link rel="stylesheet" href="https://cdn.example/x.css"/>',
    ].join('');
    expect(inlineStyleSheets(html, read)).toBe(html);
  });
});
