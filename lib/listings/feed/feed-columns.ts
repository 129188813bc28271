import { POA } from './feed-schema';

/**
 * The CSV form of a feed: one column per field, nested objects as dotted columns
 * (`marketing.property_marketing_heading`, `_geoloc.lat`), lists (photos, brokers, features) as
 * JSON in their cell. Property and unit rows share the file; each leaves the other's columns empty.
 * An empty cell is a field left out.
 */

type ColumnType = 'text' | 'number' | 'boolean' | 'json' | 'price';

const PROPERTY_COLUMNS: ReadonlyArray<[string, ColumnType]> = [
  ['property_name', 'text'],
  ['property_slug', 'text'],
  ['web_ref', 'text'],
  ['property_category', 'text'],
  ['property_sub_category', 'text'],
  ['street_address', 'text'],
  ['suburb', 'text'],
  ['city', 'text'],
  ['province', 'text'],
  ['_geoloc.lat', 'number'],
  ['_geoloc.lng', 'number'],
  ['total_property_gla', 'number'],
  ['property_images', 'json'],
  ['best_image', 'text'],
  ['marketing.property_marketing_heading', 'text'],
  ['marketing.property_marketing_description', 'text'],
  ['property_responsibility', 'json'],
  ['features', 'json'],
  ['parking.bays', 'number'],
  ['parking.ratio', 'number'],
  ['parking.covered', 'number'],
  ['parking.open', 'number'],
  ['property_featured', 'boolean'],
  ['special_deals', 'text'],
];

const UNIT_COLUMNS: ReadonlyArray<[string, ColumnType]> = [
  ['gmaven_mapped_key', 'text'],
  ['objectID', 'text'],
  ['dealType', 'text'],
  ['property_type', 'text'],
  ['unit_id', 'text'],
  ['unit_slug', 'text'],
  ['unit_category', 'text'],
  ['gross_price', 'price'],
  ['net_price', 'number'],
  ['min_gla', 'number'],
  ['max_gla', 'number'],
  ['marketing.unit_marketing_heading', 'text'],
  ['marketing.unit_marketing_description', 'text'],
  ['unit_responsibility', 'json'],
  ['available_date', 'text'],
  ['available_type', 'text'],
  ['updated_at', 'text'],
];

const COLUMNS: ReadonlyArray<[string, ColumnType]> = [
  ['kind', 'text'],
  ['property_gmaven_key', 'text'],
  ...PROPERTY_COLUMNS,
  ...UNIT_COLUMNS,
];

/** The header of an exported CSV feed. */
export const CSV_HEADER: readonly string[] = COLUMNS.map(([column]) => column);
const TYPES = new Map(COLUMNS);

/** A cell as the value its field takes; a value of the wrong kind stays text, for the schema to name. */
function readCell(type: ColumnType, cell: string): unknown {
  const number = Number(cell);
  switch (type) {
    case 'text':
      return cell;
    case 'number':
      return cell.trim() !== '' && Number.isFinite(number) ? number : cell;
    case 'price':
      return cell.trim().toUpperCase() === POA ? POA : readCell('number', cell);
    case 'boolean':
      return /^(true|false)$/i.test(cell.trim()) ? cell.trim().toLowerCase() === 'true' : cell;
    case 'json':
      try {
        return JSON.parse(cell) as unknown;
      } catch {
        return cell;
      }
  }
}

/** The columns of a header no feed field has. */
export function unknownColumns(header: readonly string[]): string[] {
  return header.filter((column) => !TYPES.has(column.trim()));
}

/** One CSV row as the object its line would be in JSON Lines. */
export function rowToLine(header: readonly string[], cells: readonly string[]): Record<string, unknown> {
  const line: Record<string, unknown> = {};
  header.forEach((rawColumn, position) => {
    const column = rawColumn.trim();
    const cell = cells[position] ?? '';
    const type = TYPES.get(column);
    if (cell === '' || !type) return;
    const path = column.split('.');
    const field = path.pop() ?? column;
    let target = line;
    for (const part of path) {
      const inner = target[part];
      target = (typeof inner === 'object' && inner !== null ? inner : (target[part] = {})) as Record<
        string,
        unknown
      >;
    }
    target[field] = readCell(type, cell);
  });
  return line;
}

function readPath(line: Readonly<Record<string, unknown>>, column: string): unknown {
  return column
    .split('.')
    .reduce<unknown>(
      (value, part) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined,
      line,
    );
}

/** A line as the cells of a CSV row under `CSV_HEADER`. */
export function lineToRow(line: Readonly<Record<string, unknown>>): string[] {
  return COLUMNS.map(([column, type]) => {
    const value = readPath(line, column);
    if (value === undefined || value === null) return '';
    return type === 'json' ? JSON.stringify(value) : String(value);
  });
}
