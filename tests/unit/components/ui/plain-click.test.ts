// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isPlainClick, opensHere } from '@/components/ui/plain-click';

const PLAIN = {
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};

function link(attributes: Record<string, string>): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = '/search?city=Durban';
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  return anchor;
}

describe('isPlainClick', () => {
  it('takes a main-button click with no modifier', () => {
    expect(isPlainClick(PLAIN)).toBe(true);
  });

  it.each([
    ['the middle button', { button: 1 }],
    ['a click another handler took', { defaultPrevented: true }],
    ['⌘', { metaKey: true }],
    ['Ctrl', { ctrlKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
  ])('leaves %s to the browser', (_, change) => {
    expect(isPlainClick({ ...PLAIN, ...change })).toBe(false);
  });
});

describe('opensHere', () => {
  it('is true of a link without a target, or aimed at this tab', () => {
    expect(opensHere(link({}))).toBe(true);
    expect(opensHere(link({ target: '_self' }))).toBe(true);
  });

  it('is false of a link to another tab or a download', () => {
    expect(opensHere(link({ target: '_blank' }))).toBe(false);
    expect(opensHere(link({ target: 'brochure' }))).toBe(false);
    expect(opensHere(link({ download: '' }))).toBe(false);
    expect(opensHere(link({ download: 'brochure.pdf', target: '_self' }))).toBe(false);
  });
});
