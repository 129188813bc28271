import { CsvError, parseCsv } from './csv';
import { rowToLine, unknownColumns } from './feed-columns';

export type FeedFormat = 'jsonl' | 'csv';

/**
 * One line of a feed, read but not yet checked: its value, or why it could not be read with the
 * keys that could still be read of it (so an import can tell whose line it was).
 */
export type RawFeedLine =
  { line: number; value: unknown } | { line: number; error: string; readable: Record<string, string> };

/** The fields that say whose a line is: its property's key, its own keys, its property's web ref. */
export const IDENTITY_FIELDS = ['property_gmaven_key', 'objectID', 'gmaven_mapped_key', 'web_ref'] as const;

const QUOTED_IDENTITY = new RegExp(`"(${IDENTITY_FIELDS.join('|')})"\\s*:\\s*"([^"\\\\]*)"`, 'g');

/** The identity fields of a line that is not JSON (cut short, a stray comma), where they are whole. */
function readableOfBrokenJson(source: string): Record<string, string> {
  const readable: Record<string, string> = {};
  for (const [, field, value] of source.matchAll(QUOTED_IDENTITY)) {
    if (field && value !== undefined && !(field in readable)) readable[field] = value;
  }
  return readable;
}

/** A feed's format from its file name: `.csv` is CSV; `.jsonl`, `.ndjson` and `.json` are JSON Lines. */
export function formatOfFile(fileName: string, text = ''): FeedFormat {
  if (/\.csv$/i.test(fileName)) return 'csv';
  if (/\.(jsonl|ndjson|json)$/i.test(fileName)) return 'jsonl';
  return text.trimStart().startsWith('{') ? 'jsonl' : 'csv';
}

function readJsonLines(text: string): RawFeedLine[] {
  return text.split(/\r?\n/).flatMap((source, position): RawFeedLine[] => {
    const line = position + 1;
    if (source.trim() === '') return [];
    try {
      return [{ line, value: JSON.parse(source) as unknown }];
    } catch (error) {
      const message = `not JSON: ${error instanceof Error ? error.message : String(error)}`;
      return [{ line, error: message, readable: readableOfBrokenJson(source) }];
    }
  });
}

function readCsv(text: string): RawFeedLine[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const unknown = unknownColumns(header.cells);
  if (unknown.length > 0) {
    throw new FeedFileError(
      `line ${header.line}: unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`,
    );
  }
  return rows.map((row) =>
    row.cells.length > header.cells.length
      ? {
          line: row.line,
          error: `${row.cells.length} cells under a header of ${header.cells.length}`,
          readable: leadingIdentity(header.cells, row.cells),
        }
      : { line: row.line, value: rowToLine(header.cells, row.cells) },
  );
}

/**
 * The identity cells of a row with too many cells, from the columns that lead the header (`kind`,
 * `property_gmaven_key` in an exported feed): a stray separator shifts the cells after it, but no
 * key or kind can hold one, so those before the first other column are where they belong.
 */
function leadingIdentity(header: readonly string[], cells: readonly string[]): Record<string, string> {
  const readable: Record<string, string> = {};
  for (const [position, rawColumn] of header.entries()) {
    const column = rawColumn.trim();
    if (column === 'kind') continue;
    if (!(IDENTITY_FIELDS as readonly string[]).includes(column)) break;
    const cell = cells[position];
    if (cell) readable[column] = cell;
  }
  return readable;
}

/** A feed that cannot be read at all (as opposed to lines that are rejected one by one). */
export class FeedFileError extends Error {
  override readonly name = 'FeedFileError';
}

export function readFeedText(text: string, format: FeedFormat): RawFeedLine[] {
  if (format === 'jsonl') return readJsonLines(text.startsWith('\uFEFF') ? text.slice(1) : text);
  try {
    return readCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new FeedFileError(error.message);
    throw error;
  }
}
