import { describe, expect, it } from 'vitest';
import { CsvError, formatCsv, parseCsv } from '@/lib/listings/feed/csv';

describe('CSV', () => {
  it('reads quoted separators, doubled quotes and line breaks, keeping the line each row starts on', () => {
    const rows = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n"two\nlines",z\n\n3,4');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 3, cells: ['two\nlines', 'z'] },
      { line: 6, cells: ['3', '4'] },
    ]);
  });

  it('takes semicolons when the header has no comma', () => {
    expect(parseCsv('a;b\n1,5;2')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1,5', '2'] },
    ]);
  });

  it('says where a quote is never closed', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(CsvError);
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(/line 2/);
  });

  it('writes what it reads', () => {
    const rows = [
      ['plain', 'with, comma', 'with "quotes"'],
      ['line\nbreak', ' padded ', ''],
    ];
    expect(parseCsv(formatCsv(rows)).map((row) => row.cells)).toEqual(rows);
  });
});
