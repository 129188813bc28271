import { describe, expect, it } from 'vitest';
import { keepCriticalCss, withoutAttributes } from '@/lib/rendering/critical-css';

const document = (css: string, body: string) =>
  `<!DOCTYPE html><html lang="en-ZA"><head><style>${css}</style></head><body>${body}</body></html>`;

/** The text of the document's style elements once cut to their critical rules. */
async function kept(css: string, body: string): Promise<string> {
  const { html } = await keepCriticalCss(document(css, body));
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text]) => text).join('|');
}

describe('keepCriticalCss', () => {
  it("keeps the rules of the document's elements, hidden ones too, and drops the others", async () => {
    const css = '.card{color:red}.panel{display:grid}.dialog{position:fixed}.card:hover{color:blue}';
    const body = '<article class="card"></article><div class="panel" hidden></div>';
    expect(await kept(css, body)).toBe('.card{color:red}.panel{display:grid}.card:hover{color:blue}');
  });

  it("keeps the states of the document's elements, which it changes before any script runs", async () => {
    const css =
      'details[open]>.panel{display:block}:root[data-font-cached]{--font-sans:inter}' +
      ".toggle[aria-pressed='true']{background:navy}.menu:not([open]) .label{display:none}" +
      '[data-print=only]{display:none}';
    const body =
      '<details class="menu"><summary><span class="label">Menu</span></summary><div class="panel"></div></details>' +
      '<button class="toggle" aria-pressed="false">Save</button>';
    expect(await kept(css, body)).toBe(css);
  });

  it('drops the states of elements the document does not have', async () => {
    const css =
      '.arrow[aria-disabled=true]{opacity:.4}.gallery [data-active] img{outline:0}input[type=number]{width:6ch}' +
      '.card[hidden]{display:none}';
    expect(await kept(css, '<article class="card"></article>')).toBe('.card[hidden]{display:none}');
  });

  it('needs only the classes a rule requires: one it names inside a pseudo-class may be absent', async () => {
    const css =
      '.menu:not(.open) .label{display:none}.menu:is(.wide,.narrow){gap:1rem}.menu .open .label{color:red}' +
      '.sm\\:flex{display:flex}';
    const body = '<div class="menu"><span class="label">Menu</span></div><p class="sm:flex"></p>';
    expect(await kept(css, body)).toBe(
      '.menu:not(.open) .label{display:none}.menu:is(.wide,.narrow){gap:1rem}.sm\\:flex{display:flex}',
    );
  });

  it('keeps the rules that name no element, the font faces and the keyframes a kept rule runs', async () => {
    const css =
      '@font-face{font-family:inter;src:url(/_next/static/media/inter.woff2)}' +
      ':focus-visible{outline:2px solid blue}::selection{background:gold}' +
      '.spinner{animation:spin 1s}@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}';
    expect(await kept(css, '<p class="spinner"></p>')).toBe(
      '@font-face{font-family:inter;src:url(/_next/static/media/inter.woff2)}' +
        ':focus-visible{outline:2px solid blue}::selection{background:gold}' +
        '.spinner{animation:spin 1s}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('keeps the rules of the document element, which Beasties cannot find inside itself', async () => {
    const css =
      'html{scroll-padding-top:4rem}html:has(.bar){--bar-space:4rem}body:has(.bar){padding-bottom:4rem}';
    expect(await kept(css, '<nav class="bar"></nav>')).toBe(css);
  });

  it('keeps a media query for the rules in it that apply, and drops one with none', async () => {
    const css =
      '@media (max-width:960px){.menu{display:block}.bar{display:none}}@media print{.gallery{display:none}}';
    expect(await kept(css, '<nav class="menu"></nav>')).toBe(
      '@media (max-width:960px){.menu{display:block}}',
    );
  });

  it('reads the markup only: text in a script is no element', async () => {
    const body = `<script>document.body.insertAdjacentHTML("beforeend",'<b class="later">x</b>')</script>`;
    expect(await kept('.later{color:red}', body)).toBe('');
  });

  it('leaves everything else of the document as it was, and says what it kept', async () => {
    const body = '<main class="a"><script>self.__next_f.push([1,"x"])</script></main>';
    const result = await keepCriticalCss(
      document('.a{color:red}.b{color:blue}', body) + '<style>.b{x:y}</style>',
    );
    expect(result).toEqual({
      html: `${document('.a{color:red}', body)}<style></style>`,
      sheets: 2,
      bytesBefore: 34,
      bytesAfter: 13,
    });
  });
});

describe('withoutAttributes', () => {
  it.each([
    ['details[open]>.panel', 'details>.panel'],
    ['[data-print=only]', '*'],
    ['.menu:not([open]) .label', '.menu:not(*) .label'],
    ["a[href^='tel:'][data-x]", 'a'],
    ['ul > [aria-current=page]', 'ul > *'],
  ])('%s is matched as %s', (selector, matched) => {
    expect(withoutAttributes(selector)).toBe(matched);
  });
});
