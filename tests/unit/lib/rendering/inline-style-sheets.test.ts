import { describe, expect, it } from 'vitest';
import { inlineStyleSheets } from '@/lib/rendering/inline-style-sheets';

const link = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
const SHEETS: Record<string, string> = {
  '/_next/static/chunks/a.css': '.a{color:red}.unused{color:blue}',
  '/_next/static/chunks/b.css': '.b{content:"</style>"}',
  '/_next/static/chunks/fonts.css':
    '@font-face{src:url(../media/inter.woff2) format("woff2")}' +
    '.a{background:url("./x.svg?v=1#a")}.b{background:url(data:image/svg+xml;x)}.c{mask:url(/_next/y.svg)}',
};
const read = (href: string) => SHEETS[href] ?? null;
const BODY = '<body><p class="a b c">Pomona Yard</p></body>';

describe('inlineStyleSheets', () => {
  it("puts each CSS chunk's critical rules in the document, its link kept disabled, in the same order", async () => {
    const html = `<html><head>${link('/_next/static/chunks/a.css')}<link rel="canonical" href="/x"/></head>${BODY}</html>`;
    const inlined = await inlineStyleSheets(html, read);
    expect(inlined.html).toBe(
      '<html><head><style>.a{color:red}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>' +
        `<link rel="canonical" href="/x"/></head>${BODY}</html>`,
    );
    expect(inlined).toMatchObject({ inlined: 1, sheets: 1, bytesBefore: 32, bytesAfter: 13 });
  });

  it("resolves the sheet's relative url()s from its own address, and leaves the others", async () => {
    const { html } = await inlineStyleSheets(
      `<html><head>${link('/_next/static/chunks/fonts.css')}</head>${BODY}</html>`,
      read,
    );
    expect(html).toContain('@font-face{src:url(/_next/static/media/inter.woff2) format("woff2")}');
    expect(html).toContain('.a{background:url("/_next/static/chunks/x.svg?v=1#a")}');
    expect(html).toContain('.b{background:url(data:image/svg+xml;x)}.c{mask:url(/_next/y.svg)}');
  });

  it('leaves linked what it cannot read, what would end its style element, and any other link', async () => {
    const html = [
      link('/_next/static/chunks/missing.css'),
      link('/_next/static/chunks/b.css'),
      '<link rel="stylesheet" href="https://cdn.example/x.css"/>',
    ].join('');
    expect(await inlineStyleSheets(html, read)).toEqual({
      html,
      inlined: 0,
      sheets: 0,
      bytesBefore: 0,
      bytesAfter: 0,
    });
  });
});
