// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { optionListMarkup, tickedValues } from '@/components/ui/multi-select-markup';
import { MultiSelectOptions } from '@/components/ui/multi-select-options';

const OPTIONS = [
  { value: 'Cape Town', label: 'Cape Town', count: 12 },
  { value: 'Umhlanga "Ridge" & <co>', label: 'Umhlanga "Ridge" & <co>', count: 4 },
  { value: 'Durban', label: 'Durban' },
];

/** The `<ul>` React renders for the live list (no search box). */
function liveList(selected: string[], name?: string): string {
  const html = renderToStaticMarkup(
    <MultiSelectOptions
      options={OPTIONS}
      selected={selected}
      onChange={() => undefined}
      allLabel="All"
      name={name}
      searchable={false}
      searchLabel="Search"
      text=""
      onTextChange={() => undefined}
    />,
  );
  const list = /<ul[\s\S]*<\/ul>/.exec(html)?.[0];
  if (!list) throw new Error('The live list has no <ul>.');
  return list;
}

function listOf(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const list = holder.querySelector('ul');
  if (!list) throw new Error('No list.');
  return list;
}

describe('optionListMarkup', () => {
  it('is the HTML React renders for the live list, escaped, with and without a name and choices', () => {
    for (const [selected, name] of [
      [[], undefined],
      [['Durban', 'Umhlanga "Ridge" & <co>'], 'city'],
    ] as const) {
      expect(optionListMarkup({ options: OPTIONS, selected: [...selected], allLabel: 'All', name })).toBe(
        liveList([...selected], name),
      );
    }
  });
});

describe('tickedValues', () => {
  it('reads the boxes as the visitor left them', () => {
    const list = listOf(optionListMarkup({ options: OPTIONS, selected: [], allLabel: 'All', name: 'city' }));
    const boxes = list.querySelectorAll<HTMLInputElement>('input');
    expect(tickedValues(list)).toEqual([]);
    (boxes[1] as HTMLInputElement).checked = true;
    (boxes[3] as HTMLInputElement).checked = true;
    // 'All' was ticked when the page came and the visitor left it: their boxes count.
    expect(tickedValues(list)).toEqual(['Cape Town', 'Durban']);
  });

  it('reads none once the visitor ticked All', () => {
    const list = listOf(
      optionListMarkup({ options: OPTIONS, selected: ['Durban'], allLabel: 'All', name: 'city' }),
    );
    expect(tickedValues(list)).toEqual(['Durban']);
    (list.querySelector('input') as HTMLInputElement).checked = true;
    expect(tickedValues(list)).toEqual([]);
  });
});
