/**
 * CSV as RFC 4180 writes it (and spreadsheets save it): fields split by commas, or by semicolons
 * when the header has no comma (a spreadsheet in a locale whose decimal mark is a comma); quoted
 * fields may hold the separator, doubled quotes and line breaks. Each row keeps the line it starts on.
 */

export interface CsvRow {
  /** 1-based line of the file the row starts on. */
  line: number;
  cells: string[];
}

export class CsvError extends Error {
  override readonly name = 'CsvError';

  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
  }
}

function detectSeparator(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return !header.includes(',') && header.includes(';') ? ';' : ',';
}

function countLineBreaks(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
}

export function parseCsv(input: string): CsvRow[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const plainCell = new RegExp(`[^"${separator}\\r\\n]*`, 'y');
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let line = 1;
  let rowLine = 1;
  let at = 0;
  while (at <= text.length) {
    if (text[at] === '"') {
      // A quoted cell runs to the quote that is not doubled.
      let close = text.indexOf('"', at + 1);
      while (close !== -1 && text[close + 1] === '"') close = text.indexOf('"', close + 2);
      if (close === -1) throw new CsvError(line, 'a quoted field is never closed');
      const raw = text.slice(at + 1, close);
      line += countLineBreaks(raw);
      cells.push(raw.replace(/""/g, '"'));
      at = close + 1;
    } else {
      plainCell.lastIndex = at;
      const cell = plainCell.exec(text)?.[0] ?? '';
      cells.push(cell);
      at += cell.length;
    }
    const next = text[at];
    if (next === separator) {
      at += 1;
      continue;
    }
    if (next !== undefined && next !== '\r' && next !== '\n') {
      throw new CsvError(line, `a quoted field is followed by ${JSON.stringify(next)}, not a separator`);
    }
    if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
    cells = [];
    at += next === '\r' && text[at + 1] === '\n' ? 2 : 1;
    line += 1;
    rowLine = line;
  }
  return rows;
}

function formatCell(value: string): string {
  return /[",;\r\n]/.test(value) || value.trim() !== value ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Rows as CSV with CRLF line ends, as RFC 4180 writes them. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((cells) => cells.map(formatCell).join(',')).join('\r\n') + '\r\n';
}
