import { describe, expect, it } from 'vitest';
import { splitPhoneNumbers, toTelHref } from '@/lib/format/phone';

const phones = (text: string) =>
  splitPhoneNumbers(text)
    .filter((part) => part.kind === 'phone')
    .map((part) => part.text);

describe('toTelHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(toTelHref('011 555 0100')).toBe('tel:0115550100');
    expect(toTelHref('+27 11 555 0100')).toBe('tel:+27115550100');
  });
});

describe('splitPhoneNumbers', () => {
  it('finds landline, mobile, toll-free and international spellings', () => {
    expect(
      phones('Call 011 555 0100 or 072-555-0247, free on 0800 555 247, from abroad +27 11 555 0100.'),
    ).toEqual(['011 555 0100', '072-555-0247', '0800 555 247', '+27 11 555 0100']);
  });

  it('keeps the text around the numbers, in order', () => {
    expect(splitPhoneNumbers('Hotline: 0800 555 247 (24 hours)')).toEqual([
      { kind: 'text', text: 'Hotline: ' },
      { kind: 'phone', text: '0800 555 247' },
      { kind: 'text', text: ' (24 hours)' },
    ]);
  });

  it('takes no price, size, year or longer run of digits for a number', () => {
    expect(phones('R 1 250 000 for 12 500 m², since 2026; ref 01155501001 and 2011 555 0100')).toEqual([]);
  });
});
