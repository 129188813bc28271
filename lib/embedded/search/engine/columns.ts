import 'server-only';
import { createPathReader, type PathReader, type Primitive } from './attribute-paths';
import { growFloat64, growInt32 } from './growable';
import { foldText, tokenizeWithOffsets, type TextToken } from './text-normalize';

/**
 * One facet attribute as integer value ids. Single-valued attributes use `single` (-1 = missing); attributes with
 * several values per record use CSR: the values of record r are `multi[offsets[r] .. offsets[r + 1]]`.
 */
export interface FacetColumn {
  attribute: string;
  values: readonly string[];
  /** Folded value → ids: facet filters compare values case- and accent-insensitively. */
  idsByFoldedValue: ReadonlyMap<string, readonly number[]>;
  single: Int32Array | null;
  offsets: Int32Array | null;
  multi: Int32Array | null;
  /** Value ids in ascending value order, and each id's position in that order (see getAlphaOrder). */
  alphaOrder: Int32Array | null;
  alphaRank: Int32Array | null;
  /** Folded words of each value with offsets, built on the first facet-value search. */
  valueTokens: TextToken[][] | null;
}

/** Numbers of one attribute: `single` (NaN = missing) or CSR like FacetColumn. */
export interface NumericColumn {
  attribute: string;
  single: Float64Array | null;
  offsets: Int32Array | null;
  multi: Float64Array | null;
}

/** Group id per record for `distinct` (-1 = no key: the record is its own group). */
export interface DistinctColumn {
  attribute: string;
  groups: Int32Array;
  groupCount: number;
}

/**
 * Builders take every record once, in id order: the index build reads each record a single time for all its
 * columns, because walking 100k scattered record objects once per attribute costs more than the work itself.
 */
export interface ColumnBuilder<T> {
  add(record: unknown, recordId: number): void;
  finish(): T;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Values of a record as ids, deduplicated per record, in CSR form while building. */
class ValueIdCollector {
  readonly offsets: Int32Array;
  flatIds = new Int32Array(1024);
  flatValues: Float64Array<ArrayBuffer> | null;
  count = 0;
  multiValued = false;
  private start = 0;

  constructor(
    private readonly read: PathReader,
    recordCount: number,
    private readonly accept: (value: Primitive) => boolean,
    private readonly idOf: (value: Primitive) => number,
    keepNumbers: boolean,
  ) {
    this.offsets = new Int32Array(recordCount + 1);
    this.flatValues = keepNumbers ? new Float64Array(1024) : null;
  }

  private readonly visit = (value: Primitive): void => {
    if (!this.accept(value)) return;
    const id = this.idOf(value);
    for (let i = this.start; i < this.count; i += 1) if (this.flatIds[i] === id) return;
    this.flatIds = growInt32(this.flatIds, this.count + 1);
    this.flatIds[this.count] = id;
    if (this.flatValues) {
      this.flatValues = growFloat64(this.flatValues, this.count + 1);
      this.flatValues[this.count] = typeof value === 'number' ? value : Number.NaN;
    }
    this.count += 1;
  };

  add(record: unknown, recordId: number): void {
    this.start = this.count;
    this.read(record, this.visit);
    if (this.count - this.start > 1) this.multiValued = true;
    this.offsets[recordId + 1] = this.count;
  }

  /** The single-valued layout (one slot per record), or null when some record has several values. */
  toSingle<A extends Int32Array | Float64Array>(
    flat: A,
    create: (length: number) => A,
    missing: number,
  ): A | null {
    if (this.multiValued) return null;
    const recordCount = this.offsets.length - 1;
    const single = create(recordCount).fill(missing) as A;
    for (let r = 0; r < recordCount; r += 1) {
      const start = this.offsets[r] ?? 0;
      if ((this.offsets[r + 1] ?? 0) > start) single[r] = flat[start] ?? missing;
    }
    return single;
  }
}

const acceptAll = (): boolean => true;
const isNumber = (value: Primitive): boolean => typeof value === 'number';

export function createFacetColumnBuilder(attribute: string, recordCount: number): ColumnBuilder<FacetColumn> {
  const values: string[] = [];
  const idByValue = new Map<string, number>();
  const idByNumber = new Map<number, number>();
  const idOfText = (text: string): number => {
    let id = idByValue.get(text);
    if (id === undefined) {
      id = values.length;
      values.push(text);
      idByValue.set(text, id);
    }
    return id;
  };
  // Numbers and booleans share ids with their string form: facet keys are strings on the wire.
  const idOf = (value: Primitive): number => {
    if (typeof value !== 'number') return idOfText(typeof value === 'string' ? value : String(value));
    let id = idByNumber.get(value);
    if (id === undefined) {
      id = idOfText(String(value));
      idByNumber.set(value, id);
    }
    return id;
  };
  const collector = new ValueIdCollector(createPathReader(attribute), recordCount, acceptAll, idOf, false);
  return {
    add: (record, recordId) => collector.add(record, recordId),
    finish() {
      const idsByFoldedValue = new Map<string, number[]>();
      values.forEach((value, id) => {
        const folded = foldText(value);
        const ids = idsByFoldedValue.get(folded);
        if (ids) ids.push(id);
        else idsByFoldedValue.set(folded, [id]);
      });
      const flat = collector.flatIds.slice(0, collector.count);
      return {
        attribute,
        values,
        idsByFoldedValue,
        single: collector.toSingle(flat, (length) => new Int32Array(length), -1),
        offsets: collector.multiValued ? collector.offsets : null,
        multi: collector.multiValued ? flat : null,
        alphaOrder: null,
        alphaRank: null,
        valueTokens: null,
      };
    },
  };
}

export function createNumericColumnBuilder(
  attribute: string,
  recordCount: number,
): ColumnBuilder<NumericColumn> {
  let next = 0;
  // Every number gets its own slot: duplicates within a record are kept, as they weigh in facets_stats.
  const collector = new ValueIdCollector(
    createPathReader(attribute),
    recordCount,
    isNumber,
    () => next++,
    true,
  );
  return {
    add: (record, recordId) => collector.add(record, recordId),
    finish() {
      const flat = (collector.flatValues ?? new Float64Array(0)).slice(0, collector.count);
      return {
        attribute,
        single: collector.toSingle(flat, (length) => new Float64Array(length), Number.NaN),
        offsets: collector.multiValued ? collector.offsets : null,
        multi: collector.multiValued ? flat : null,
      };
    },
  };
}

/** Algolia's distinct key: the first string as it is or number rounded; booleans give no group. */
export function createDistinctColumnBuilder(
  attribute: string,
  recordCount: number,
): ColumnBuilder<DistinctColumn> {
  const read = createPathReader(attribute);
  const groups = new Int32Array(recordCount).fill(-1);
  const idByKey = new Map<string, number>();
  let key: string | null = null;
  const visit = (value: Primitive) => {
    if (key === null && typeof value !== 'boolean')
      key = typeof value === 'number' ? String(Math.round(value)) : value;
  };
  return {
    add(record, recordId) {
      key = null;
      read(record, visit);
      if (key === null) return;
      let id = idByKey.get(key);
      if (id === undefined) {
        id = idByKey.size;
        idByKey.set(key, id);
      }
      groups[recordId] = id;
    },
    finish: () => ({ attribute, groups, groupCount: idByKey.size }),
  };
}

/** Value ids in ascending value order and each id's rank in it, built on the first count of this facet. */
export function getAlphaOrder(column: FacetColumn): { alphaOrder: Int32Array; alphaRank: Int32Array } {
  if (!column.alphaOrder || !column.alphaRank) {
    const { values } = column;
    const alphaOrder = Int32Array.from(values.keys()).sort((a, b) =>
      compareStrings(values[a] ?? '', values[b] ?? ''),
    );
    const alphaRank = new Int32Array(values.length);
    alphaOrder.forEach((id, rank) => {
      alphaRank[id] = rank;
    });
    column.alphaOrder = alphaOrder;
    column.alphaRank = alphaRank;
  }
  return { alphaOrder: column.alphaOrder, alphaRank: column.alphaRank };
}

export function getValueTokens(column: FacetColumn): TextToken[][] {
  if (!column.valueTokens) column.valueTokens = column.values.map((value) => tokenizeWithOffsets(value));
  return column.valueTokens;
}
