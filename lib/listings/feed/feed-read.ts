import { CsvError, parseCsv } from './csv';
import { rowToLine, unknownColumns } from './feed-columns';

export type FeedFormat = 'jsonl' | 'csv';

/** One line of a feed, read but not yet checked: its value, or why it could not be read. */
export type RawFeedLine = { line: number; value: unknown } | { line: number; error: string };

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
      return [{ line, error: `not JSON: ${error instanceof Error ? error.message : String(error)}` }];
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
      ? { line: row.line, error: `${row.cells.length} cells under a header of ${header.cells.length}` }
      : { line: row.line, value: rowToLine(header.cells, row.cells) },
  );
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
