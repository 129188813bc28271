import { describe, expect, it } from 'vitest';
import { charactersPastOneByte, toOneByteHtml } from '@/lib/cache/one-byte-html';

const PAST_ONE_BYTE = /[^\u0000-\u00ff]/u;

describe('toOneByteHtml', () => {
  it('writes characters past U+00FF in markup and attributes as character references', () => {
    expect(toOneByteHtml('<p title="Sandton’s best">178 – 508 m² · Café 🏢</p>')).toBe(
      '<p title="Sandton&#x2019;s best">178 &#x2013; 508 m² · Café &#x1F3E2;</p>',
    );
  });

  it('writes them in scripts as JavaScript escapes, which JSON reads too', () => {
    const html =
      '<script>self.__next_f.push([1,"Sandton’s 🏢"])</script><script type="application/ld+json">{"name":"Rosebank – Office"}</script>';
    const escaped = toOneByteHtml(html);
    expect(escaped).toBe(
      '<script>self.__next_f.push([1,"Sandton\\u2019s \\uD83C\\uDFE2"])</script><script type="application/ld+json">{"name":"Rosebank \\u2013 Office"}</script>',
    );
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(escaped)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ name: 'Rosebank – Office' });
    const pushed: unknown[] = [];
    new Function('self', /<script>(.*?)<\/script>/.exec(escaped)?.[1] ?? '')({ __next_f: pushed });
    expect(pushed).toEqual([[1, 'Sandton’s 🏢']]);
  });

  it('writes them in the attributes of a script or style tag as character references', () => {
    expect(toOneByteHtml('<script data-label="Sandton’s">x("’")</script>')).toBe(
      '<script data-label="Sandton&#x2019;s">x("\\u2019")</script>',
    );
  });

  it('writes them in style sheets as CSS escapes', () => {
    expect(toOneByteHtml('<style>.a::before{content:"–"}</style>')).toBe(
      '<style>.a::before{content:"\\002013"}</style>',
    );
  });

  it('knows a script from its tags alone, whatever their case or what the script text says', () => {
    expect(
      toOneByteHtml('<SCRIPT>x("<style>–")</SCRIPT >– <scripts>–</scripts><style media="x">p{}</style>–'),
    ).toBe(
      '<SCRIPT>x("<style>\\u2013")</SCRIPT >&#x2013; <scripts>&#x2013;</scripts><style media="x">p{}</style>&#x2013;',
    );
  });

  it('leaves a document of Latin-1 characters as it is', () => {
    const html = '<!DOCTYPE html><html lang="en-ZA"><body><p>R 1 250 000 · 500 m² · Café</p></body></html>';
    expect(toOneByteHtml(html)).toBe(html);
  });

  it('keeps nothing past U+00FF in a whole document', () => {
    const html = `<html><head><title>Offices – Durban</title></head><body>${'<p>Umhlanga’s “Ridge” — R5 m²</p>'.repeat(2000)}<script>x("’")</script></body></html>`;
    const escaped = toOneByteHtml(html);
    expect(PAST_ONE_BYTE.test(escaped)).toBe(false);
    expect(escaped).toContain('<title>Offices &#x2013; Durban</title>');
  });
});

describe('charactersPastOneByte', () => {
  it('counts what toOneByteHtml escapes, an astral character once', () => {
    expect(charactersPastOneByte('<p title="Sandton’s best">178 – 508 m² · Café 🏢</p>')).toBe(3);
    expect(charactersPastOneByte('<p>Café, 178 m²</p>')).toBe(0);
  });
});
