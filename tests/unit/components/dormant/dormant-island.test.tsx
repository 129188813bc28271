// @vitest-environment jsdom
import { act, useContext, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarriedFormsContext, DormantIsland } from '@/components/dormant/dormant-island';
import styles from '@/components/dormant/dormant-island.module.css';
import { Link } from '@/components/ui/link';

const rendered = vi.fn();
const mapPressed = vi.fn();
const mapKeyed = vi.fn();
const escaped = vi.fn();
const summaryKeyed = vi.fn();
const applied = vi.fn();
const linkFollowed = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());

/** A stand-in for the search: a form that registers how to apply a query, a disclosure, a scripted button. */
function Search() {
  rendered();
  const register = useContext(CarriedFormsContext);
  useEffect(() => register?.('Property search', applied), [register]);
  return (
    <form aria-label="Property search" action="/search">
      <input name="query" defaultValue="office" />
      <details onKeyDown={(event) => event.key === 'Escape' && escaped()}>
        <summary
          onKeyDown={(event) =>
            event.key === 'Enter' &&
            summaryKeyed((event.currentTarget.parentElement as HTMLDetailsElement).open)
          }
        >
          Show filters
        </summary>
      </details>
      <button
        type="button"
        onClick={mapPressed}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          mapKeyed();
        }}
      >
        Map
      </button>
      <a href="/search?page=2" onClick={linkFollowed}>
        Page 2
      </a>
      <Link href="/to-let/office/durban/umhlanga/ridgeside-office-park">Ridgeside Office Park</Link>
    </form>
  );
}

/** The island's HTML as the server sends it. */
const SERVER_HTML = `<div class="${styles.part}"><div class="${styles.part}"><form aria-label="Property search" action="/search"><input name="query" value="office"><details><summary>Show filters</summary></details><button type="button">Map</button><a href="/search?page=2">Page 2</a><a href="/to-let/office/durban/umhlanga/ridgeside-office-park" data-routed="">Ridgeside Office Park</a></form></div></div>`;

// The hydration is React's own, not Testing Library's render, so act() is declared here.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// The pointers the page's tap keeper counts as pressed (lib/rendering/kept-presses.ts), as each test sets them.
let pressed = 0;
const keepersCount = window.__pointersPressed;
beforeEach(() => {
  window.__pointersPressed = () => pressed;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.clearAllMocks();
  pressed = 0;
  window.__pointersPressed = keepersCount;
});

async function hydrate(
  before?: (container: HTMLElement) => void,
  { searchAnswer = true, wakeOnScreen = false } = {},
) {
  const container = document.createElement('div');
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
  before?.(container);
  await act(async () => {
    root = hydrateRoot(
      container,
      <DormantIsland searchAnswer={searchAnswer} wakeOnScreen={wakeOnScreen}>
        <Search />
      </DormantIsland>,
    );
  });
  return container;
}

/** Lets the island render, run its effects and take over. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('DormantIsland', () => {
  it('keeps the server HTML and renders nothing of the search until a visitor reaches for it', async () => {
    const container = await hydrate();
    await settle();
    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelectorAll('form')).toHaveLength(1);
    expect(container.querySelector('input')?.value).toBe('office');
    // Its controls are the scripts' now: a change wakes the island, so Apply is not needed.
    expect(container.querySelector('form')?.hasAttribute('data-scripted')).toBe(true);
  });

  it('wakes with the page where its HTML needs the island to finish it (the map view)', async () => {
    const container = await hydrate((html) => {
      html
        .querySelector('form')
        ?.insertAdjacentHTML('beforeend', '<div data-wake-at-once>Loading the map…</div>');
    });
    await settle();
    await settle();
    expect(rendered).toHaveBeenCalled();
    expect(container.querySelectorAll('form')).toHaveLength(1);
  });

  it('wakes on a press and takes over with what the visitor did meanwhile', async () => {
    const container = await hydrate();
    const html = container.querySelector('form') as HTMLFormElement;
    act(() => {
      const button = html.querySelector('button') as HTMLButtonElement;
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      html.querySelector('details')?.setAttribute('open', '');
      button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
      button.click();
    });
    expect(mapPressed).not.toHaveBeenCalled();
    await settle();
    await settle();
    expect(rendered).toHaveBeenCalled();
    const forms = container.querySelectorAll('form');
    expect(forms).toHaveLength(1);
    expect(forms[0]).not.toBe(html);
    expect(forms[0]?.querySelector('details')?.open).toBe(true);
    expect(mapPressed).toHaveBeenCalledOnce();
  });

  it('takes over only once a press begun before the scripts ran is released, so its click lands', async () => {
    // The keeper saw a press begin on Map before any script ran; the island wakes at once.
    pressed = 1;
    const container = await hydrate((html) => {
      html.querySelector('form')?.insertAdjacentHTML('beforeend', '<div data-wake-at-once></div>');
    });
    await settle();
    await settle();
    expect(rendered).toHaveBeenCalled();
    const [html, live] = container.querySelectorAll('form');
    expect(html?.closest('[hidden]')).toBeNull();
    expect(live?.closest('[hidden]')).not.toBeNull();

    act(() => {
      pressed = 0;
      const button = html?.querySelector('button') as HTMLButtonElement;
      button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
      button.click();
    });
    await settle();
    await settle();
    expect(container.querySelectorAll('form')).toHaveLength(1);
    expect(container.querySelector('form')).toBe(live);
    expect(mapPressed).toHaveBeenCalledOnce();
  });

  it.each([
    ['Enter', 'to its own key handler, which answers it', 1, 0],
    [' ', 'as a press, which no key handler answered', 0, 1],
  ])('gives a button pressed by %j while it wakes %s, once', async (key, _, keyed, clicked) => {
    const container = await hydrate();
    const button = container.querySelector('button') as HTMLButtonElement;
    act(() => {
      button.focus();
      button.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      // The browser's own press of the focused button, which a key gives no pointer detail.
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 }));
    });
    await settle();
    await settle();
    expect(rendered).toHaveBeenCalled();
    expect(container.querySelectorAll('form')).toHaveLength(1);
    expect(mapKeyed).toHaveBeenCalledTimes(keyed);
    expect(mapPressed).toHaveBeenCalledTimes(clicked);
  });

  it('gives a summary pressed by Enter while it wakes to its own key handler, its disclosure open', async () => {
    const container = await hydrate();
    const summary = container.querySelector('summary') as HTMLElement;
    act(() => {
      summary.focus();
      summary.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      // The browser's answer in the HTML: the disclosure opens.
      summary.parentElement?.setAttribute('open', '');
    });
    await settle();
    await settle();
    expect(rendered).toHaveBeenCalled();
    expect(summaryKeyed).toHaveBeenCalledExactlyOnceWith(true);
    // Not pressed again, which would shut it.
    expect(container.querySelector('details')?.open).toBe(true);
    expect(document.activeElement).toBe(container.querySelector('summary'));
  });

  it('gives Escape, which the HTML does not answer, to the island once awake', async () => {
    const container = await hydrate();
    act(() => {
      container
        .querySelector('summary')
        ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(escaped).not.toHaveBeenCalled();
    await settle();
    await settle();
    expect(rendered).toHaveBeenCalled();
    expect(escaped).toHaveBeenCalledOnce();
  });

  it('holds a link followed while it wakes, and follows it in place once awake', async () => {
    const container = await hydrate();
    const link = container.querySelector('a') as HTMLAnchorElement;
    let documentFollowed = true;
    const heard = (event: Event) => void (documentFollowed = !event.defaultPrevented);
    act(() => {
      link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      link.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
      window.addEventListener('click', heard);
      link.click();
      window.removeEventListener('click', heard);
    });
    expect(documentFollowed).toBe(false);
    expect(linkFollowed).not.toHaveBeenCalled();
    await settle();
    await settle();
    expect(linkFollowed).toHaveBeenCalledOnce();
  });

  it('leaves a link to another page to the document, which follows it at once', async () => {
    const container = await hydrate();
    const link = container.querySelector('a[data-routed]') as HTMLAnchorElement;
    let documentFollowed = false;
    const heard = (event: Event) => {
      documentFollowed = !event.defaultPrevented;
      event.preventDefault();
    };
    act(() => {
      window.addEventListener('click', heard);
      link.click();
      window.removeEventListener('click', heard);
    });
    expect(documentFollowed).toBe(true);
  });

  it('searches what was changed before the scripts ran, as soon as they have', async () => {
    const container = await hydrate((html) => {
      (html.querySelector('input') as HTMLInputElement).value = 'warehouse';
    });
    await settle();
    await settle();
    expect(container.querySelectorAll('form')).toHaveLength(1);
    expect(applied).toHaveBeenCalledOnce();
    expect(applied.mock.lastCall?.[0].get('query')).toBe('warehouse');
  });

  it('drops the answer the server left in the page when left before it took over, not after', async () => {
    const SERVER_RESULTS = Symbol.for('InstantSearchInitialResults');
    Reflect.set(window, SERVER_RESULTS, { hits: [] });
    await hydrate();
    act(() => root?.unmount());
    expect(Reflect.has(window, SERVER_RESULTS)).toBe(false);

    Reflect.set(window, SERVER_RESULTS, { hits: [] });
    const container = await hydrate();
    act(() =>
      container.querySelector('button')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })),
    );
    act(() =>
      container.querySelector('button')?.dispatchEvent(new PointerEvent('pointerup', { bubbles: true })),
    );
    await settle();
    await settle();
    expect(rendered).toHaveBeenCalled();
    act(() => root?.unmount());
    expect(Reflect.has(window, SERVER_RESULTS)).toBe(true);
    Reflect.deleteProperty(window, SERVER_RESULTS);
  });

  it('wakes unasked once on screen when told to, and not while hidden', async () => {
    const observed: Element[] = [];
    let disconnected = 0;
    let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {
          disconnected += 1;
        }
      },
    );
    try {
      const container = await hydrate(undefined, { wakeOnScreen: true });
      await settle();
      expect(observed.map((element) => element.localName)).toEqual(['form']);
      await act(async () => report?.([{ isIntersecting: false }]));
      await settle();
      expect(rendered).not.toHaveBeenCalled();
      await act(async () => report?.([{ isIntersecting: true }]));
      await settle();
      await settle();
      expect(rendered).toHaveBeenCalled();
      expect(container.querySelectorAll('form')).toHaveLength(1);
      // Still mounted, it no longer holds the HTML it watched, which has left the document.
      expect(disconnected).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves a search answer alone when it is not a search (a grid of cards left dormant)', async () => {
    const SERVER_RESULTS = Symbol.for('InstantSearchInitialResults');
    Reflect.set(window, SERVER_RESULTS, { hits: [] });
    await hydrate(undefined, { searchAnswer: false });
    act(() => root?.unmount());
    expect(Reflect.has(window, SERVER_RESULTS)).toBe(true);
    Reflect.deleteProperty(window, SERVER_RESULTS);
  });
});
