// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { holdUntilLive, ISLAND_ATTRIBUTE } from '@/components/search-island/hold-until-live';

/** An island as the server renders it: a form, a select outside it that belongs to it, links, a button. */
function renderIsland() {
  document.body.innerHTML = `
    <div ${ISLAND_ATTRIBUTE}>
      <select name="sort" form="search"><option value="relevance" selected>Relevance</option><option value="price-asc">Price: low to high</option></select>
      <form id="search" action="/search">
        <input name="query" />
        <input type="checkbox" name="city" value="Durban" />
        <button type="button">Clear</button>
        <button type="submit">Apply</button>
      </form>
      <a href="/search?page=2">Page 2</a>
      <button type="button">Show map</button>
    </div>`;
  const island = document.querySelector(`[${ISLAND_ATTRIBUTE}]`) as HTMLElement;
  const form = document.querySelector('form') as HTMLFormElement;
  return { island, form };
}

/** What the page's scripts hear: React listens at the root, past the island. */
function listenAtRoot() {
  const heard: string[] = [];
  for (const type of ['click', 'input', 'change', 'submit']) {
    document.addEventListener(type, (event) => heard.push(`${type} ${(event.target as Element).tagName}`));
  }
  return heard;
}

describe('holdUntilLive', () => {
  let heard: string[];
  beforeEach(() => {
    heard = listenAtRoot();
  });

  it("keeps the search's changes from the page's scripts, telling the island when each is made", () => {
    const { island, form } = renderIsland();
    const seen: string[] = [];
    holdUntilLive(island, form, () => seen.push(new URLSearchParams(new FormData(form) as never).toString()));
    const sort = document.querySelector('select') as HTMLSelectElement;
    sort.value = 'price-asc';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    const box = document.querySelector('input[type="checkbox"]') as HTMLInputElement;
    box.click();
    const query = document.querySelector('input[name="query"]') as HTMLInputElement;
    query.value = 'Umhlanga';
    query.dispatchEvent(new Event('input', { bubbles: true }));
    expect(heard).toEqual([]);
    // A ticked box is heard three times (click, input, change), each time with the box ticked.
    expect([...new Set(seen)]).toEqual([
      'sort=price-asc&query=',
      'sort=price-asc&query=&city=Durban',
      'sort=price-asc&query=Umhlanga&city=Durban',
    ]);
  });

  it('holds a submit without leaving the page, and lets a link be followed as a document link', () => {
    const { island, form } = renderIsland();
    const held = vi.fn();
    holdUntilLive(island, form, held);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(heard).toEqual([]);
    expect(held).toHaveBeenCalledTimes(2);
  });

  it('lets through what does not act on the search', () => {
    const { island, form } = renderIsland();
    const held = vi.fn();
    holdUntilLive(island, form, held);
    for (const name of ['Clear', 'Show map']) {
      [...document.querySelectorAll('button')].find((button) => button.textContent === name)?.click();
    }
    expect(heard).toEqual(['click BUTTON', 'click BUTTON']);
    expect(held).not.toHaveBeenCalled();
  });

  it('lets everything through once released', () => {
    const { island, form } = renderIsland();
    const held = vi.fn();
    const release = holdUntilLive(island, form, held);
    release();
    const submit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submit);
    (document.querySelector('input[type="checkbox"]') as HTMLInputElement).click();
    form.requestSubmit();
    expect(heard).toEqual(['click INPUT', 'input INPUT', 'change INPUT', 'submit FORM']);
    expect(submit).toHaveBeenCalledOnce();
    expect(held).not.toHaveBeenCalled();
  });
});
