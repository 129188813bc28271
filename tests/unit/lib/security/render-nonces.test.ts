import { describe, expect, it } from 'vitest';
import { loadScriptsAfterFirstPaint } from '@/lib/rendering/scripts-after-first-paint';
import { withoutNonces } from '@/lib/security/render-nonces';

// As React wrote a page rendered with a nonce (Next 16.4, Turbopack), attribute orders included.
const RENDERED = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="QUJD+/=" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" nonce="QUJD+/=" href="/_next/static/chunks/b.js"/>',
  '<script src="/_next/static/chunks/c.js" async="" nonce="QUJD+/="></script>',
  '<script src="/_next/static/chunks/b.js" nonce="QUJD+/=" async=""></script>',
  '</head><body><p>Set nonce=&quot;x&quot; on a script</p>',
  '<script nonce="QUJD+/=">(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script nonce="QUJD+/=" id="_R_">self.__next_f.push([1,"a nonce=\\"x\\" in text"])</script>',
  '</body></html>',
].join('');

describe('withoutNonces', () => {
  it('takes the nonce off every script and link tag, and nothing else', () => {
    const html = withoutNonces(RENDERED);
    expect(html).not.toContain('QUJD');
    expect(html).toContain('<script src="/_next/static/chunks/c.js" async=""></script>');
    expect(html).toContain('<script src="/_next/static/chunks/b.js" async=""></script>');
    expect(html).toContain('<script id="_R_">self.__next_f.push([1,"a nonce=\\"x\\" in text"])</script>');
    expect(html).toContain('<p>Set nonce=&quot;x&quot; on a script</p>');
  });

  it('leaves a page its framework scripts can then be loaded after the first paint from', () => {
    const html = loadScriptsAfterFirstPaint(withoutNonces(RENDERED));
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[bc]\.js"/);
    expect(html).toContain('data-after-paint="/_next/static/chunks/c.js /_next/static/chunks/b.js"');
  });
});
