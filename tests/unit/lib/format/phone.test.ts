import { describe, expect, it } from 'vitest';
import { isSouthAfricanMobile, splitPhoneNumbers, toSouthAfricanDigits, toTelHref } from '@/lib/format/phone';

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

describe('toSouthAfricanDigits', () => {
  it('reads every spelling of one number as its international digits', () => {
    for (const spelling of [
      '082 555 0147',
      '082-555-0147',
      '(082) 555 0147',
      '+27 82 555 0147',
      '+27 (0)82 555 0147',
      '0027 82 555 0147',
      '27825550147',
    ]) {
      expect(toSouthAfricanDigits(spelling), spelling).toBe('27825550147');
    }
    expect(toSouthAfricanDigits('011 555 0100')).toBe('27115550100');
  });

  it('refuses what is no South African number', () => {
    for (const other of ['', '555 0147', '082 555 01477', '+44 20 7946 0958', '00 555 0147', 'RC-10315']) {
      expect(toSouthAfricanDigits(other), other).toBeNull();
    }
  });
});

describe('isSouthAfricanMobile', () => {
  it('knows cell numbers from 06, 07 and 081–084', () => {
    for (const cell of ['060 555 0124', '072 555 0118', '079 555 0136', '084 555 0151', '+27 61 555 0127']) {
      expect(isSouthAfricanMobile(cell), cell).toBe(true);
    }
  });

  it('leaves out landlines, toll-free, share-call and internet numbers', () => {
    for (const other of [
      '011 555 0100',
      '021 555 0160',
      '0800 555 247',
      '086 555 0100',
      '087 555 0100',
      '',
    ]) {
      expect(isSouthAfricanMobile(other), other).toBe(false);
    }
  });
});
