import 'server-only';
import { badRequest } from './errors';

export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterNode =
  | { kind: 'and'; children: FilterNode[] }
  | { kind: 'or'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'numeric'; attribute: string; operator: NumericOperator; value: number }
  | { kind: 'range'; attribute: string; low: number; high: number };

export const TAGS_ATTRIBUTE = '_tags';

const NUMBER_SOURCE = '[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?';
const NUMERIC_COMPARISON = new RegExp(`^\\s*([^<>=!:]+?)\\s*(<=|>=|!=|<|>|=)\\s*(${NUMBER_SOURCE})\\s*$`);
const NUMERIC_RANGE = new RegExp(`^\\s*(.+?)\\s*:\\s*(${NUMBER_SOURCE})\\s+TO\\s+(${NUMBER_SOURCE})\\s*$`);

export function combineWithAnd(nodes: readonly (FilterNode | null)[]): FilterNode | null {
  const present = nodes.filter((node): node is FilterNode => node !== null);
  if (present.length === 0) return null;
  if (present.length === 1) return present[0] ?? null;
  return { kind: 'and', children: present };
}

/** `attr:value`, split on the first colon; `attr:-value` negates, `attr:\-value` is a literal leading dash. */
function parseFacetFilter(filter: string, parameter = 'facetFilters'): FilterNode {
  const colon = filter.indexOf(':');
  if (colon <= 0) throw badRequest(`${parameter}: "${filter}" is not of the form attribute:value`);
  const attribute = filter.slice(0, colon).trim();
  const rawValue = filter.slice(colon + 1);
  if (rawValue.startsWith('-'))
    return { kind: 'not', child: { kind: 'facet', attribute, value: rawValue.slice(1) } };
  const value = rawValue.startsWith('\\-') ? rawValue.slice(1) : rawValue;
  return { kind: 'facet', attribute, value };
}

function parseNumericFilter(filter: string): FilterNode {
  const range = NUMERIC_RANGE.exec(filter);
  if (range) {
    return { kind: 'range', attribute: range[1] ?? '', low: Number(range[2]), high: Number(range[3]) };
  }
  const comparison = NUMERIC_COMPARISON.exec(filter);
  if (!comparison) {
    throw badRequest(
      `numericFilters: "${filter}" is not of the form "attribute operator number" or "attribute:lower TO upper"`,
    );
  }
  return {
    kind: 'numeric',
    attribute: comparison[1] ?? '',
    operator: (comparison[2] ?? '=') as NumericOperator,
    value: Number(comparison[3]),
  };
}

function parseTagFilter(filter: string): FilterNode {
  if (filter.startsWith('-')) {
    return { kind: 'not', child: { kind: 'facet', attribute: TAGS_ATTRIBUTE, value: filter.slice(1) } };
  }
  const value = filter.startsWith('\\-') ? filter.slice(1) : filter;
  return { kind: 'facet', attribute: TAGS_ATTRIBUTE, value };
}

type LeafParser = (filter: string) => FilterNode;

const LEAF_PARSERS: Record<'facetFilters' | 'numericFilters' | 'tagFilters', LeafParser> = {
  facetFilters: (filter) => parseFacetFilter(filter),
  numericFilters: parseNumericFilter,
  tagFilters: parseTagFilter,
};

/**
 * The array forms of facetFilters, numericFilters and tagFilters: a string is one filter, a flat array is AND,
 * a nested array is OR. Deeper nesting is not part of the protocol.
 */
export function parseFilterList(
  value: unknown,
  parameter: 'facetFilters' | 'numericFilters' | 'tagFilters',
): FilterNode | null {
  if (value === undefined || value === null) return null;
  const parseLeaf = LEAF_PARSERS[parameter];
  if (typeof value === 'string') return value.trim() === '' ? null : parseLeaf(value);
  if (!Array.isArray(value)) throw badRequest(`${parameter} must be a string or an array`);
  const groups = value.map((entry): FilterNode | null => {
    if (typeof entry === 'string') return parseLeaf(entry);
    if (!Array.isArray(entry)) throw badRequest(`${parameter} entries must be strings or arrays of strings`);
    const alternatives = entry.map((alternative) => {
      if (typeof alternative !== 'string')
        throw badRequest(`${parameter} cannot be nested more than two levels`);
      return parseLeaf(alternative);
    });
    if (alternatives.length === 0) return null;
    return alternatives.length === 1 ? (alternatives[0] ?? null) : { kind: 'or', children: alternatives };
  });
  return combineWithAnd(groups);
}
