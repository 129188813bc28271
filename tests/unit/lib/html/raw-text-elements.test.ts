import { describe, expect, it } from 'vitest';
import { rawTextElements } from '@/lib/html/raw-text-elements';

describe('rawTextElements', () => {
  it('reads scripts and style sheets in order, with their attributes and text', () => {
    const html =
      '<p>a</p><SCRIPT type="module">x()</script ><style media="print">p{}</STYLE><script>y</script>';
    expect([...rawTextElements(html)]).toEqual([
      { element: 'script', attributes: ' type="module"', text: 'x()' },
      { element: 'style', attributes: ' media="print"', text: 'p{}' },
      { element: 'script', attributes: '', text: 'y' },
    ]);
  });

  it('ends a script at the first end tag, even inside a string, as the tokenizer does', () => {
    const html = '<script>let s = "</script>";</script>';
    expect([...rawTextElements(html)].map(({ text }) => text)).toEqual(['let s = "']);
  });

  it('takes neither other elements nor end tags whose names only start the same', () => {
    const html = '<scripted>no</scripted><script>a</scripts>b</script/>';
    expect([...rawTextElements(html)]).toEqual([{ element: 'script', attributes: '', text: 'a</scripts>b' }]);
  });

  it('runs a script without an end tag to the end of the document', () => {
    expect([...rawTextElements('<script>open(<p>')]).toEqual([
      { element: 'script', attributes: '', text: 'open(<p>' },
    ]);
  });
});
