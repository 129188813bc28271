// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { carryOver, elementAt, pathFrom } from '@/components/dormant/carry-over';

/**
 * The same island twice, as the server rendered it and as the browser rendered it again (whose
 * generated ids differ).
 */
const island = (formId: string) => `
  <select name="sort" form="${formId}"><option value="relevance" selected>Relevance</option><option value="price-asc">Price</option></select>
  <form id="${formId}" aria-label="Property search" action="/search">
    <input name="query" value="office" />
    <details><summary>Show filters</summary>
      <details><summary>City</summary><input type="checkbox" name="city" value="Durban" /></details>
    </details>
  </form>
  <button type="button">Map</button>`;

function twoIslands() {
  document.body.innerHTML = `<div id="from">${island('server')}</div><div id="to">${island('browser')}</div>`;
  const from = document.getElementById('from') as HTMLElement;
  const to = document.getElementById('to') as HTMLElement;
  const inFrom = <T extends Element>(selector: string) => from.querySelector(selector) as T;
  const inTo = <T extends Element>(selector: string) => to.querySelector(selector) as T;
  return { from, to, inFrom, inTo };
}

describe('pathFrom / elementAt', () => {
  it('finds an element again at its place in the same markup', () => {
    const { from, to, inFrom, inTo } = twoIslands();
    const box = inFrom('input[name="city"]');
    const path = pathFrom(from, box);
    expect(path).toEqual([1, 1, 1, 1]);
    expect(elementAt(to, path as number[], box)).toBe(inTo('input[name="city"]'));
  });

  it('finds nothing outside the root, nor an element of another kind at that place', () => {
    const { from, to, inFrom } = twoIslands();
    expect(pathFrom(from, to)).toBeNull();
    expect(elementAt(to, [1, 0], inFrom('details'))).toBeNull();
  });
});

describe('carryOver', () => {
  it('opens the disclosures the visitor opened and closes none of the others', () => {
    const { from, to, inFrom } = twoIslands();
    const outer = inFrom<HTMLDetailsElement>('details');
    outer.open = true;
    carryOver(from, to, { focused: null, forms: new Map(), pressed: [] });
    expect(Array.from(to.querySelectorAll('details')).map((details) => details.open)).toEqual([true, false]);
  });

  it('moves focus to the same box, with its text and caret, as typing would', () => {
    const { from, to, inFrom, inTo } = twoIslands();
    const typed = inFrom<HTMLInputElement>('input[name="query"]');
    typed.value = 'office park';
    typed.setSelectionRange(6, 6);
    const box = inTo<HTMLInputElement>('input[name="query"]');
    const heard = vi.fn();
    box.addEventListener('input', heard);
    carryOver(from, to, { focused: typed, forms: new Map(), pressed: [] });
    expect(document.activeElement).toBe(box);
    expect(box.value).toBe('office park');
    expect([box.selectionStart, box.selectionEnd]).toEqual([6, 6]);
    expect(heard).toHaveBeenCalledOnce();
  });

  it('applies a form the visitor changed as the query it would send, and leaves an untouched one', () => {
    const { from, to, inFrom } = twoIslands();
    const apply = vi.fn();
    const forms = new Map([['Property search', apply]]);
    carryOver(from, to, { focused: null, forms, pressed: [] });
    expect(apply).not.toHaveBeenCalled();

    inFrom<HTMLInputElement>('input[name="city"]').checked = true;
    inFrom<HTMLSelectElement>('select').value = 'price-asc';
    carryOver(from, to, { focused: null, forms, pressed: [] });
    expect(apply).toHaveBeenCalledOnce();
    expect(String(apply.mock.lastCall?.[0])).toBe('sort=price-asc&query=office&city=Durban');
  });

  it('presses again the buttons pressed before, once each', () => {
    const { from, to, inFrom, inTo } = twoIslands();
    const pressed = vi.fn();
    inTo('button').addEventListener('click', pressed);
    carryOver(from, to, { focused: null, forms: new Map(), pressed: [{ target: inFrom('button') }] });
    expect(pressed).toHaveBeenCalledOnce();
  });

  it('gives Escape pressed in the HTML to the same element, after the open disclosures are carried', () => {
    const { from, to, inFrom, inTo } = twoIslands();
    inFrom<HTMLDetailsElement>('details details').open = true;
    const heard: Array<{ key: string; open: boolean }> = [];
    inTo<HTMLElement>('details details').addEventListener('keydown', (event) => {
      heard.push({ key: event.key, open: inTo<HTMLDetailsElement>('details details').open });
    });
    carryOver(from, to, {
      focused: null,
      forms: new Map(),
      pressed: [{ target: inFrom('details details summary'), key: 'Escape' }],
    });
    expect(heard).toEqual([{ key: 'Escape', open: true }]);
  });
});
