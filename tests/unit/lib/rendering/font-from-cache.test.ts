// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FONT_CACHED_ATTRIBUTE,
  FONT_FROM_CACHE_HASH,
  FONT_FROM_CACHE_SCRIPT,
  FONT_STORAGE_KEY,
} from '@/lib/rendering/font-from-cache';
import { isRecognisedInlineScript } from '@/lib/security/inline-scripts';

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** The page's font faces as `document.fonts` lists them: the site's font and its local fallback. */
function fakeFaces(outcome: 'loads' | 'fails') {
  const faces = ['inter', 'inter Fallback'].map((family) => ({
    family,
    status: 'unloaded',
    load: vi.fn(() => (outcome === 'loads' ? Promise.resolve() : Promise.reject(new Error('network')))),
  }));
  Object.defineProperty(document, 'fonts', {
    value: { forEach: (visit: (face: (typeof faces)[number]) => void) => faces.forEach(visit) },
    configurable: true,
  });
  return faces;
}

function fakePaintObserver() {
  const observers: PaintCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });
  return {
    firstContentfulPaint() {
      for (const callback of observers)
        callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) });
    },
  };
}

let readyState: DocumentReadyState = 'loading';

function runScript(): void {
  new Function(FONT_FROM_CACHE_SCRIPT)();
}

async function settle(): Promise<void> {
  await vi.runAllTimersAsync();
}

const original = window.PerformanceObserver;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  document.head.innerHTML = '';
  localStorage.clear();
  document.documentElement.removeAttribute(FONT_CACHED_ATTRIBUTE);
  readyState = 'loading';
  Object.defineProperty(document, 'readyState', { get: () => readyState, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  for (const standIn of ['styleSheets', 'fonts', 'readyState']) Reflect.deleteProperty(document, standIn);
  Object.defineProperty(window, 'PerformanceObserver', {
    value: original,
    configurable: true,
    writable: true,
  });
});

describe('the font script', () => {
  it('is trusted by its hash in every policy, and recognised word for word in a cached page', () => {
    expect(FONT_FROM_CACHE_HASH).toBe(
      `'sha256-${createHash('sha256').update(FONT_FROM_CACHE_SCRIPT, 'utf8').digest('base64')}'`,
    );
    expect(isRecognisedInlineScript(FONT_FROM_CACHE_SCRIPT)).toBe(true);
    expect(isRecognisedInlineScript(`${FONT_FROM_CACHE_SCRIPT};alert(1)`)).toBe(false);
    expect(FONT_FROM_CACHE_SCRIPT).not.toMatch(/<\/script/i);
  });

  it('uses the font, preloaded before the body is laid out, where the browser fetched it before', async () => {
    localStorage.setItem(FONT_STORAGE_KEY, '1');
    // jsdom keeps no `src` of an @font-face rule: the sheets as a browser's CSSOM gives them.
    const fontFace = (src: string) => ({ type: 5, style: { getPropertyValue: () => src } });
    const sheets = [
      {
        href: null,
        cssRules: [fontFace('url("/_next/static/media/inter.woff2") format("woff2")'), { type: 1 }],
      },
      {
        get cssRules(): never {
          throw new DOMException('cross-origin', 'SecurityError');
        },
      },
      {
        href: 'http://localhost:3000/_next/static/chunks/a.css',
        cssRules: [fontFace('local(Arial)'), fontFace('url(../media/other.woff2)')],
      },
    ];
    Object.defineProperty(document, 'styleSheets', { value: sheets, configurable: true });
    const faces = fakeFaces('loads');
    const paint = fakePaintObserver();
    runScript();
    expect(document.documentElement.hasAttribute(FONT_CACHED_ATTRIBUTE)).toBe(true);
    const preloads = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.as,
      link.crossOrigin,
      new URL(link.href).pathname,
    ]);
    expect(preloads).toEqual([
      ['preload', 'font', '', '/_next/static/media/inter.woff2'],
      ['preload', 'font', '', '/_next/static/media/other.woff2'],
    ]);
    paint.firstContentfulPaint();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(faces.every((face) => face.load.mock.calls.length === 0)).toBe(true);
  });

  it('on a first visit, draws in the system face and fetches the font only once the page has painted and loaded', async () => {
    const faces = fakeFaces('loads');
    const paint = fakePaintObserver();
    runScript();
    expect(document.documentElement.hasAttribute(FONT_CACHED_ATTRIBUTE)).toBe(false);
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(faces[0]?.load).not.toHaveBeenCalled();

    paint.firstContentfulPaint();
    await settle();
    expect(faces[0]?.load).not.toHaveBeenCalled();

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(faces.map((face) => face.load.mock.calls.length)).toEqual([1, 1]);
    expect(localStorage.getItem(FONT_STORAGE_KEY)).toBe('1');
    // The open document keeps its face: nothing it has drawn moves.
    expect(document.documentElement.hasAttribute(FONT_CACHED_ATTRIBUTE)).toBe(false);
  });

  it('fetches the font at the paint when the page had loaded before it', async () => {
    const faces = fakeFaces('loads');
    const paint = fakePaintObserver();
    readyState = 'complete';
    runScript();
    paint.firstContentfulPaint();
    paint.firstContentfulPaint();
    await settle();
    expect(faces.map((face) => face.load.mock.calls.length)).toEqual([1, 1]);
  });

  it('notes nothing when the font could not be fetched, so the next page tries again', async () => {
    fakeFaces('fails');
    const paint = fakePaintObserver();
    readyState = 'complete';
    runScript();
    paint.firstContentfulPaint();
    await settle();
    expect(localStorage.getItem(FONT_STORAGE_KEY)).toBeNull();
  });

  it('stays in the system face where storage is refused', async () => {
    const faces = fakeFaces('loads');
    fakePaintObserver();
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      readyState = 'complete';
      runScript();
      await settle();
      expect(document.documentElement.hasAttribute(FONT_CACHED_ATTRIBUTE)).toBe(false);
      expect(faces[0]?.load).not.toHaveBeenCalled();
    } finally {
      getItem.mockRestore();
    }
  });
});
