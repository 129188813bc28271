// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formQuery, hasChangedControls } from '@/lib/forms/changed-controls';

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form id="f">${html}</form><select name="sort" form="f"><option value="a" selected>A</option><option value="b">B</option></select>`;
  return document.getElementById('f') as HTMLFormElement;
}

const CONTROLS = `
  <input name="query" value="sandton">
  <input type="hidden" name="deal" value="ForSale">
  <input type="checkbox" name="city" value="Durban" checked>
  <input type="checkbox" name="city" value="Cape Town">
  <input type="checkbox" value="All">
  <input type="number" name="minPrice" value="">
  <button type="submit">Apply</button>`;

describe('hasChangedControls', () => {
  it('is false for a form as it was rendered', () => {
    expect(hasChangedControls(form(CONTROLS))).toBe(false);
  });

  it('sees a typed text, a ticked or unticked box, and a choice in a select of the form elsewhere', () => {
    const changes: Array<(f: HTMLFormElement) => void> = [
      (f) => ((f.elements.namedItem('query') as HTMLInputElement).value = 'umhlanga'),
      (f) => ((f.querySelector('input[value="Cape Town"]') as HTMLInputElement).checked = true),
      (f) => ((f.querySelector('input[value="Durban"]') as HTMLInputElement).checked = false),
      (f) => ((f.elements.namedItem('minPrice') as HTMLInputElement).value = '150'),
      () => ((document.querySelector('select') as HTMLSelectElement).value = 'b'),
    ];
    for (const change of changes) {
      const f = form(CONTROLS);
      change(f);
      expect(hasChangedControls(f)).toBe(true);
    }
  });
});

describe('formQuery', () => {
  it('is what the form would submit: named controls only, repeated keys, the select elsewhere', () => {
    const f = form(CONTROLS);
    (f.querySelector('input[value="Cape Town"]') as HTMLInputElement).checked = true;
    expect(formQuery(f).toString()).toBe(
      'query=sandton&deal=ForSale&city=Durban&city=Cape+Town&minPrice=&sort=a',
    );
  });
});
