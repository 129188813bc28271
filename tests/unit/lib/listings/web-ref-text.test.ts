import { describe, expect, it } from 'vitest';
import { readWebRef, webRefSpellings } from '@/lib/listings/web-ref-text';

describe('readWebRef', () => {
  it('reads a ref typed whole, in any case, with or without its dash', () => {
    expect(readWebRef('RC-10315')).toBe('RC-10315');
    expect(readWebRef(' rc10315 ')).toBe('RC-10315');
    expect(readWebRef('Rc-10315')).toBe('RC-10315');
  });

  it('reads other text as no ref', () => {
    for (const text of [
      '',
      'Sandton',
      'RC-',
      '10315',
      'RC 10315',
      'RC-10315 office',
      'ABCDEF-1',
      'RC-123456789',
    ]) {
      expect(readWebRef(text), text).toBeNull();
    }
  });
});

describe('webRefSpellings', () => {
  it('gives the ref with its dash and without', () => {
    expect(webRefSpellings('RC-10315')).toEqual(['RC-10315', 'RC10315']);
  });
});
