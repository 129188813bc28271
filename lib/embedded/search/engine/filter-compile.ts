import 'server-only';
import type { FacetColumn, NumericColumn } from './columns';
import type { FilterNode, NumericOperator } from './filter-syntax';
import { foldText } from './text-normalize';

/** One byte per record, 1 where the record passes. */
export type RecordMask = Uint8Array;

export interface FilterContext {
  recordCount: number;
  facetColumn(attribute: string): FacetColumn | undefined;
  numericColumn(attribute: string): NumericColumn | undefined;
  /** Masks of single filters, shared by every query on the index (the same refinements recur). */
  leafMasks: Map<string, RecordMask>;
  leafMaskLimit: number;
}

function facetMask(column: FacetColumn | undefined, value: string, recordCount: number): RecordMask {
  const mask = new Uint8Array(recordCount);
  const ids = column?.idsByFoldedValue.get(foldText(value));
  if (!column || !ids || ids.length === 0) return mask;
  const wanted = new Uint8Array(column.values.length);
  for (const id of ids) wanted[id] = 1;
  const { single, offsets, multi } = column;
  if (single) {
    for (let r = 0; r < recordCount; r += 1) {
      const id = single[r] ?? -1;
      if (id >= 0) mask[r] = wanted[id] ?? 0;
    }
  } else if (offsets && multi) {
    for (let r = 0; r < recordCount; r += 1) {
      const end = offsets[r + 1] ?? 0;
      for (let i = offsets[r] ?? 0; i < end; i += 1) {
        if (wanted[multi[i] ?? 0] === 1) {
          mask[r] = 1;
          break;
        }
      }
    }
  }
  return mask;
}

function makeTest(operator: Exclude<NumericOperator, '!='>, target: number): (value: number) => boolean {
  switch (operator) {
    case '<':
      return (value) => value < target;
    case '<=':
      return (value) => value <= target;
    case '=':
      return (value) => value === target;
    case '>=':
      return (value) => value >= target;
    case '>':
      return (value) => value > target;
  }
}

function numericMask(
  column: NumericColumn | undefined,
  test: (value: number) => boolean,
  recordCount: number,
) {
  const mask = new Uint8Array(recordCount);
  if (!column) return mask;
  const { single, offsets, multi } = column;
  if (single) {
    for (let r = 0; r < recordCount; r += 1) if (test(single[r] ?? Number.NaN)) mask[r] = 1;
  } else if (offsets && multi) {
    for (let r = 0; r < recordCount; r += 1) {
      const end = offsets[r + 1] ?? 0;
      for (let i = offsets[r] ?? 0; i < end; i += 1) {
        if (test(multi[i] ?? Number.NaN)) {
          mask[r] = 1;
          break;
        }
      }
    }
  }
  return mask;
}

function invert(mask: RecordMask): RecordMask {
  const inverted = new Uint8Array(mask.length);
  for (let r = 0; r < mask.length; r += 1) inverted[r] = 1 - (mask[r] ?? 0);
  return inverted;
}

function combine(masks: RecordMask[], both: boolean, recordCount: number): RecordMask {
  const [first, ...rest] = masks;
  const combined = first ? first.slice() : new Uint8Array(recordCount);
  for (const mask of rest) {
    if (both) for (let r = 0; r < recordCount; r += 1) combined[r] = (combined[r] ?? 0) & (mask[r] ?? 0);
    else for (let r = 0; r < recordCount; r += 1) combined[r] = (combined[r] ?? 0) | (mask[r] ?? 0);
  }
  return combined;
}

export function intersectMasks(left: RecordMask, right: RecordMask): RecordMask {
  return combine([left, right], true, left.length);
}

type LeafNode = Extract<FilterNode, { kind: 'facet' | 'numeric' | 'range' }>;

function computeLeafMask(node: LeafNode, context: FilterContext): RecordMask {
  const { recordCount } = context;
  switch (node.kind) {
    case 'facet':
      return facetMask(context.facetColumn(node.attribute), node.value, recordCount);
    case 'numeric': {
      const column = context.numericColumn(node.attribute);
      if (node.operator !== '!=')
        return numericMask(column, makeTest(node.operator, node.value), recordCount);
      // `!=` is NOT(=), so like a facet NOT it keeps records that lack the attribute (unverified on Algolia).
      return invert(numericMask(column, makeTest('=', node.value), recordCount));
    }
    case 'range': {
      const { low, high } = node;
      return numericMask(
        context.numericColumn(node.attribute),
        (value) => value >= low && value <= high,
        recordCount,
      );
    }
  }
}

function leafMask(node: LeafNode, context: FilterContext): RecordMask {
  const key = JSON.stringify(node);
  const cached = context.leafMasks.get(key);
  if (cached) return cached;
  const mask = computeLeafMask(node, context);
  if (context.leafMasks.size >= context.leafMaskLimit) context.leafMasks.clear();
  context.leafMasks.set(key, mask);
  return mask;
}

/**
 * Evaluates a filter tree over every record with whole-array passes, bottom-up. A filter on an attribute that is
 * not faceted (or not numeric) matches nothing, as on Algolia; its NOT therefore matches everything.
 */
export function computeFilterMask(node: FilterNode, context: FilterContext): RecordMask {
  switch (node.kind) {
    case 'and':
    case 'or':
      return combine(
        node.children.map((child) => computeFilterMask(child, context)),
        node.kind === 'and',
        context.recordCount,
      );
    case 'not':
      return invert(computeFilterMask(node.child, context));
    default:
      return leafMask(node, context);
  }
}
