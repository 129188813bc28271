import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashScriptSource,
  isRecognisedInlineScript,
  reportInlineScripts,
} from '@/lib/security/inline-scripts';
import { SCRIPTS_AFTER_FIRST_PAINT_LOADER } from '@/lib/rendering/scripts-after-first-paint';
import { SHORTLIST_TAP_KEEPER } from '@/lib/shortlist/tap-keeper-script';

const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const CHUNK = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[\\"x\\",[]]\\n"])';
const HAND_OFF =
  'window[Symbol.for("InstantSearchInitialResults")] = {"properties_rent":{"state":{},"results":[{"hits":[],"query":"\u003c/script\u003e"}]}}';
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

describe('isRecognisedInlineScript', () => {
  it('recognises the scripts Next writes into a page', () => {
    expect(isRecognisedInlineScript(BOOTSTRAP)).toBe(true);
    expect(isRecognisedInlineScript(CHUNK)).toBe(true);
    expect(isRecognisedInlineScript('self.__next_f.push([3,"AAEC"])')).toBe(true);
    expect(isRecognisedInlineScript(`${BOOTSTRAP};self.__next_f.push([2,{"a":1}])`)).toBe(true);
    expect(isRecognisedInlineScript(TURBOPACK)).toBe(true);
  });

  it("recognises InstantSearch's hand-off of the server's results", () => {
    expect(isRecognisedInlineScript(HAND_OFF)).toBe(true);
  });

  it("recognises the site's loader of scripts after the first paint, word for word", () => {
    expect(isRecognisedInlineScript(SCRIPTS_AFTER_FIRST_PAINT_LOADER)).toBe(true);
    expect(isRecognisedInlineScript(`${SCRIPTS_AFTER_FIRST_PAINT_LOADER};alert(1)`)).toBe(false);
    expect(isRecognisedInlineScript(` ${SCRIPTS_AFTER_FIRST_PAINT_LOADER}`)).toBe(false);
  });

  it("recognises the shortlist's tap keeper, word for word", () => {
    expect(isRecognisedInlineScript(SHORTLIST_TAP_KEEPER)).toBe(true);
    expect(isRecognisedInlineScript(`${SHORTLIST_TAP_KEEPER}alert(1)`)).toBe(false);
    expect(isRecognisedInlineScript(SHORTLIST_TAP_KEEPER.replace('M=12', 'M=99'))).toBe(false);
  });

  it('refuses anything that is not exactly one of those shapes', () => {
    for (const body of [
      'alert(1)',
      '',
      `${BOOTSTRAP};alert(1)`,
      'self.__next_f.push([1,"a"]);alert(1)',
      'self.__next_f.push([1,alert(1)])',
      'self.__next_f.push([1,"a"],alert(1))',
      'self.__next_f.push([1])',
      'self.__next_f.push([9,"a"])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1))',
      '(globalThis["TURBOPACK"] || (globalThis["X"] = [])).push({})',
      `${TURBOPACK}alert(1)`,
      `${TURBOPACK};alert(1)`,
      'window[Symbol.for("InstantSearchInitialResults")] = alert(1)',
      'window[Symbol.for("InstantSearchInitialResults")] = [1]',
      'window[Symbol.for("InstantSearchInitialResults")] = {};alert(1)',
      `${HAND_OFF};alert(1)`,
      `alert(1);${HAND_OFF}`,
      'window[Symbol.for("InstantSearchInitialResults")]={}',
    ]) {
      expect(isRecognisedInlineScript(body), body).toBe(false);
    }
  });
});

describe('reportInlineScripts', () => {
  it('hashes each recognised inline script once, in document order', () => {
    const html = `<html><head><script src="/_next/static/chunks/a.js" async=""></script>
      <script id="_R_">${TURBOPACK}</script></head><body><script>${BOOTSTRAP}</script>
      <script>${CHUNK}</script><script>${CHUNK}</script></body></html>`;
    const report = reportInlineScripts(html);
    expect(report.hashes).toEqual([sha256(TURBOPACK), sha256(BOOTSTRAP), sha256(CHUNK)]);
    expect(report.unrecognised).toEqual([]);
    // What the build checks of its pages (lib/cache/rewrite-guard.ts): every script, repeats too.
    expect(report.shapes).toEqual({
      flight: 3,
      turbopack: 1,
      instantsearch: 0,
      loader: 0,
      'tap-keeper': 0,
      font: 0,
    });
  });

  it('leaves data blocks alone and reports scripts of unknown shape without hashing them', () => {
    const html = `<script type="application/ld+json">{"@type":"Thing"}</script>
      <script>${BOOTSTRAP}</script><SCRIPT type="text/javascript">stealCookies()</SCRIPT >`;
    const report = reportInlineScripts(html);
    expect(report.hashes).toEqual([sha256(BOOTSTRAP)]);
    expect(report.unrecognised).toEqual(['stealCookies()']);
  });

  it('cannot be led into hashing a script hidden in escaped page text', () => {
    // React escapes text; the flight payload escapes "<" as \\u003c, so neither can close a script.
    const html = `<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><script>self.__next_f.push([1,"\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"])</script>`;
    const report = reportInlineScripts(html);
    expect(report.hashes).toHaveLength(1);
    expect(report.hashes).not.toContain(hashScriptSource('alert(1)'));
    expect(report.unrecognised).toEqual([]);
  });

  it('hashes the UTF-8 text the browser hashes', () => {
    expect(hashScriptSource('self.__next_f.push([1,"Ekurhuleni — R 120"])')).toBe(
      sha256('self.__next_f.push([1,"Ekurhuleni — R 120"])'),
    );
  });
});
