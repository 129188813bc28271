// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadedAfterFirstPaint,
  loadScriptsAfterFirstPaint,
  SCRIPTS_AFTER_FIRST_PAINT_LOADER,
} from '@/lib/rendering/scripts-after-first-paint';

const A = '/_next/static/chunks/0k--hvilem3xj.js';
const B = '/_next/static/chunks/turbopack-077hmtqrhcoji.js';
const LAST = '/_next/static/chunks/0klcrv55-3q22.js';

const HEAD =
  '<head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${LAST}"/>` +
  `<script src="${A}" async=""></script><script src="${B}" async=""></script>` +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  `<script src="${LAST}" async=""></script><title>Pomona Yard</title></head>`;
const BODY =
  '<body><main><h1>Pomona Yard</h1><script type="application/ld+json">{"@type":"Offer"}</script></main>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body>';
const DOCUMENT = `<!DOCTYPE html><html lang="en-ZA">${HEAD}${BODY}</html>`;

const LOADER_ELEMENT = `<script data-after-paint="${A} ${B} ${LAST}">${SCRIPTS_AFTER_FIRST_PAINT_LOADER}</script>`;

describe('loadScriptsAfterFirstPaint', () => {
  it("moves Next's chunk scripts, in their order, into one loader at the end of the body", () => {
    const html = loadScriptsAfterFirstPaint(DOCUMENT);
    expect(html).toBe(
      '<!DOCTYPE html><html lang="en-ZA"><head>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
        '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
        '<title>Pomona Yard</title></head>' +
        '<body><main><h1>Pomona Yard</h1><script type="application/ld+json">{"@type":"Offer"}</script></main>' +
        `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${LOADER_ELEMENT}</body></html>`,
    );
  });

  it('takes the disabled links of inlined style sheets with it, to append before the scripts', () => {
    const inlined =
      '<style>h1{color:navy}</style>' +
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>' +
      '<style>p{margin:0}</style>' +
      '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next" disabled=""/>';
    const html = loadScriptsAfterFirstPaint(
      DOCUMENT.replace(
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
        inlined,
      ),
    );
    expect(html).toContain('<head><style>h1{color:navy}</style><style>p{margin:0}</style><script src=');
    expect(html).not.toContain('disabled=""/>');
    expect(html).toContain(
      `<script data-after-paint="${A} ${B} ${LAST}" data-style-links-after-paint="/_next/static/chunks/a.css /_next/static/chunks/b.css">`,
    );
  });

  it('says what a document it rewrote loads after its first paint', () => {
    const inlined = DOCUMENT.replace(
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<style>h1{color:navy}</style><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>',
    );
    expect(loadedAfterFirstPaint(loadScriptsAfterFirstPaint(inlined))).toEqual({
      scripts: [A, B, LAST],
      styleLinks: ['/_next/static/chunks/a.css'],
      flightBuildId: null,
    });
    expect(loadedAfterFirstPaint(DOCUMENT)).toEqual({ scripts: [], styleLinks: [], flightBuildId: null });
  });

  it('leaves a preload of a script it does not load', () => {
    const other =
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other.js"/>';
    expect(loadScriptsAfterFirstPaint(DOCUMENT.replace('<title>', `${other}<title>`))).toContain(other);
  });

  it('marks the loader to fetch the RSC payload of its build first when the document no longer carries it', () => {
    const html = loadScriptsAfterFirstPaint(DOCUMENT, { flightBuildId: 'k2fOJ9GW0dbT' });
    expect(html).toContain(
      `<script data-after-paint="${A} ${B} ${LAST}" data-flight-after-paint="k2fOJ9GW0dbT">`,
    );
    expect(loadedAfterFirstPaint(html)).toEqual({
      scripts: [A, B, LAST],
      styleLinks: [],
      flightBuildId: 'k2fOJ9GW0dbT',
    });
    expect(loadedAfterFirstPaint(loadScriptsAfterFirstPaint(DOCUMENT)).flightBuildId).toBeNull();
  });

  it('is the identity on a document it already rewrote', () => {
    const once = loadScriptsAfterFirstPaint(DOCUMENT);
    expect(loadScriptsAfterFirstPaint(once)).toBe(once);
  });

  it('leaves a document alone without chunk scripts it knows, or without an end of body', () => {
    const withNonce = DOCUMENT.replaceAll('" async="">', '" async="" nonce="abc">');
    expect(loadScriptsAfterFirstPaint(withNonce)).toBe(withNonce);
    const outside = '<script src="https://example.com/x.js" async=""></script>';
    expect(loadScriptsAfterFirstPaint(`<html><head>${outside}</head><body></body></html>`)).toBe(
      `<html><head>${outside}</head><body></body></html>`,
    );
    const cut = DOCUMENT.slice(0, DOCUMENT.indexOf('</body>'));
    expect(loadScriptsAfterFirstPaint(cut)).toBe(cut);
  });
});

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A stand-in for the browser's PerformanceObserver that a test can hand paint entries to. */
function fakePaintObserver(supported: string[]) {
  const observers: PaintCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
  }
  return {
    FakeObserver,
    paint(name: string) {
      for (const callback of observers) callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
    },
  };
}

/** Runs the loader as the browser would: its element in the body, `document.currentScript` set. */
function runLoader(element = LOADER_ELEMENT): void {
  document.head.innerHTML = '';
  document.body.innerHTML = element;
  const loader = document.body.querySelector('script');
  Object.defineProperty(document, 'currentScript', { value: loader, configurable: true });
  new Function(SCRIPTS_AFTER_FIRST_PAINT_LOADER)();
}

const appended = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('the loader, in the browser', () => {
  const headElements = () =>
    [...document.head.children].map((element) =>
      element instanceof HTMLLinkElement
        ? `${element.rel} ${element.getAttribute('href')} ${element.hasAttribute('disabled') ? 'disabled' : 'enabled'} ${element.dataset.precedence}`
        : element.getAttribute('src'),
    );
  const WITH_STYLE_LINKS = LOADER_ELEMENT.replace('">', '" data-style-links-after-paint="/a.css /b.css">');

  it('links the whole style sheets, as React finds them, and appends the scripts once they have loaded', () => {
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true });
    runLoader(WITH_STYLE_LINKS);
    vi.advanceTimersByTime(100);
    const sheetsAndPreloads = [
      'stylesheet /a.css enabled next',
      'stylesheet /b.css enabled next',
      `preload ${A} enabled undefined`,
      `preload ${B} enabled undefined`,
      `preload ${LAST} enabled undefined`,
    ];
    expect(headElements()).toEqual(sheetsAndPreloads);
    const [first, second] = [...document.head.querySelectorAll('link')];
    first?.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(100);
    expect(appended()).toEqual([]);
    // A sheet that fails to load holds nothing back: the page's own CSS is in it already.
    second?.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(0);
    expect(headElements()).toEqual([...sheetsAndPreloads, A, B, LAST]);
  });

  it('preloads the scripts with the sheets, as async scripts are fetched, one request per task', () => {
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true });
    runLoader(WITH_STYLE_LINKS);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();
    expect(headElements()).toEqual(['stylesheet /a.css enabled next', 'stylesheet /b.css enabled next']);
    // A timer for each preload, beside the loader's two bounds of three seconds.
    expect(vi.getTimerCount()).toBe(3 + 2);
    vi.advanceTimersByTime(1);
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')];
    expect(preloads.map((link) => [link.as, link.getAttribute('href')])).toEqual([
      ['script', A],
      ['script', B],
      ['script', LAST],
    ]);
    expect(preloads.map((link) => link.fetchPriority)).toEqual(['low', 'low', 'low']);
    expect(appended()).toEqual([]);
  });

  it('preloads nothing when there are no sheets to wait for: the scripts are appended at once', () => {
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true });
    runLoader();
    vi.advanceTimersByTime(100);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    expect(appended()).toEqual([A, B, LAST]);
  });

  it('waits no more than three seconds for the style sheets', () => {
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true });
    runLoader(WITH_STYLE_LINKS);
    vi.advanceTimersByTime(2_900);
    expect(appended()).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(appended()).toEqual([A, B, LAST]);
    document.head.querySelector('link')?.dispatchEvent(new Event('load'));
    document.head.querySelectorAll('link')[1]?.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(100);
    expect(appended()).toEqual([A, B, LAST]);
  });

  const original = window.PerformanceObserver;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'PerformanceObserver', {
      value: original,
      configurable: true,
      writable: true,
    });
  });

  it('appends the scripts when the first contentful paint is reported, and only once', () => {
    const observer = fakePaintObserver(['paint', 'largest-contentful-paint']);
    Object.defineProperty(window, 'PerformanceObserver', {
      value: observer.FakeObserver,
      configurable: true,
    });
    runLoader();
    observer.paint('first-paint');
    expect(appended()).toEqual([]);
    observer.paint('first-contentful-paint');
    vi.advanceTimersByTime(0);
    expect(appended()).toEqual([A, B, LAST]);
    vi.advanceTimersByTime(10_000);
    expect(appended()).toEqual([A, B, LAST]);
  });

  it('appends each script in a task of its own (a timer each), in their order', () => {
    const observer = fakePaintObserver(['paint']);
    Object.defineProperty(window, 'PerformanceObserver', {
      value: observer.FakeObserver,
      configurable: true,
    });
    runLoader();
    const pending = vi.getTimerCount();
    observer.paint('first-contentful-paint');
    expect(appended()).toEqual([]);
    expect(vi.getTimerCount()).toBe(pending + 3);
    vi.advanceTimersByTime(0);
    expect(appended()).toEqual([A, B, LAST]);
  });

  it('appends them three seconds after it runs when the page has not painted by then', () => {
    const observer = fakePaintObserver(['paint']);
    Object.defineProperty(window, 'PerformanceObserver', {
      value: observer.FakeObserver,
      configurable: true,
    });
    runLoader();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(2_900);
    expect(appended()).toEqual([]);
    vi.advanceTimersByTime(100);
    vi.runOnlyPendingTimers();
    expect(appended()).toEqual([A, B, LAST]);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.every((script) => script.async)).toBe(true);
  });

  it('appends them after the next frame in a browser that reports no paints', () => {
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true });
    runLoader();
    expect(appended()).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(appended()).toEqual([A, B, LAST]);
  });

  describe('with the RSC payload to fetch', () => {
    const WITH_FLIGHT = LOADER_ELEMENT.replace('">', '" data-flight-after-paint="k2fOJ9GW0dbT">');
    const PAYLOAD = '1:"$Sreact.fragment"\n0:{"P":null,"c":["","about"],"b":"k2fOJ9GW0dbT"}\n';
    let answer: (response: Response) => void;
    let fail: (error: Error) => void;
    const fetchPayload = vi.fn(
      () =>
        new Promise<Response>((resolve, reject) => {
          answer = resolve;
          fail = reject;
        }),
    );
    const flightGlobal = globalThis as unknown as { __next_f?: unknown[] };
    const payloadAnswer = (body = PAYLOAD, type = 'text/x-component', status = 200) =>
      ({
        status,
        ok: status >= 200 && status < 300,
        headers: new Headers({ 'content-type': type }),
        text: () => Promise.resolve(body),
      }) as Response;
    /** Lets the fetch's promise callbacks run, as the browser would between tasks. */
    const settle = async () => {
      for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    };

    beforeEach(() => {
      fetchPayload.mockClear();
      vi.stubGlobal('fetch', fetchPayload);
      flightGlobal.__next_f = [[0]];
      window.history.replaceState(null, '', '/to-let/offices/sandton?utm_source=newsletter');
      Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true });
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      delete flightGlobal.__next_f;
    });

    it('asks for the page as Next’s router does, and pushes the payload before appending the scripts', async () => {
      runLoader(WITH_FLIGHT);
      vi.advanceTimersByTime(100);
      expect(fetchPayload).toHaveBeenCalledTimes(1);
      expect(fetchPayload).toHaveBeenCalledWith('/to-let/offices/sandton?utm_source=newsletter&_rsc=', {
        headers: { RSC: '1' },
      });
      expect(appended()).toEqual([]);
      // The scripts are preloaded meanwhile, so they do not wait for the payload to start downloading.
      expect([...document.head.querySelectorAll('link[rel=preload]')]).toHaveLength(3);
      answer(payloadAnswer());
      await settle();
      expect(flightGlobal.__next_f).toEqual([[0], [1, PAYLOAD]]);
      vi.advanceTimersByTime(0);
      expect(appended()).toEqual([A, B, LAST]);
    });

    it('adds the cache buster as the only parameter of an address without a query', async () => {
      window.history.replaceState(null, '', '/about');
      runLoader(WITH_FLIGHT);
      vi.advanceTimersByTime(100);
      expect(fetchPayload).toHaveBeenCalledWith('/about?_rsc=', { headers: { RSC: '1' } });
    });

    it('takes a payload of its build that another render wrote: React renders the page from it', async () => {
      runLoader(WITH_FLIGHT);
      vi.advanceTimersByTime(100);
      const regenerated = PAYLOAD.replace('"about"', '"about-us"');
      answer(payloadAnswer(regenerated));
      await settle();
      vi.advanceTimersByTime(0);
      expect(flightGlobal.__next_f).toEqual([[0], [1, regenerated]]);
      expect(appended()).toEqual([A, B, LAST]);
    });

    it('waits for the payload past the three seconds it gives the style sheets', async () => {
      runLoader(WITH_FLIGHT.replace('">', '" data-style-links-after-paint="/a.css">'));
      vi.advanceTimersByTime(3_100);
      expect(appended()).toEqual([]);
      answer(payloadAnswer());
      await settle();
      vi.advanceTimersByTime(0);
      expect(appended()).toEqual([A, B, LAST]);
    });

    it('waits for the style sheets too, within their three seconds', async () => {
      runLoader(WITH_FLIGHT.replace('">', '" data-style-links-after-paint="/a.css">'));
      vi.advanceTimersByTime(100);
      answer(payloadAnswer());
      await settle();
      vi.advanceTimersByTime(100);
      expect(appended()).toEqual([]);
      document.head.querySelector('link[rel=stylesheet]')?.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(0);
      expect(appended()).toEqual([A, B, LAST]);
    });

    it('leaves the page as its HTML when the payload does not come', async () => {
      for (const failure of [
        () => fail(new TypeError('Failed to fetch')),
        () => answer(payloadAnswer(PAYLOAD, 'text/x-component', 500)),
        () => answer(payloadAnswer(PAYLOAD, 'text/x-component', 404)),
        () => answer(payloadAnswer('Too many requests', 'text/plain', 429)),
        () => answer(payloadAnswer('<!DOCTYPE html><html></html>', 'text/html; charset=utf-8')),
        // Another build's payload, fetched for a document kept from before a deploy.
        () => answer(payloadAnswer(PAYLOAD.replace('k2fOJ9GW0dbT', 'Xq0wQ3bnE4Lp'))),
      ]) {
        flightGlobal.__next_f = [[0]];
        runLoader(WITH_FLIGHT);
        vi.advanceTimersByTime(100);
        failure();
        await settle();
        vi.advanceTimersByTime(10_000);
        expect(flightGlobal.__next_f).toEqual([[0]]);
        expect(appended()).toEqual([]);
      }
    });
  });
});
