import 'server-only';

export type AttributeModifier = 'searchable' | 'filterOnly' | 'unordered' | 'afterDistinct' | null;

export interface AttributeSpec {
  path: string;
  modifier: AttributeModifier;
}

const MODIFIED_ATTRIBUTE = /^(searchable|filterOnly|unordered|afterDistinct)\((.+)\)$/;
const RANKING_SPEC = /^(asc|desc)\((.+)\)$/;

export function parseAttributeSpec(spec: string): AttributeSpec {
  const trimmed = spec.trim();
  const match = MODIFIED_ATTRIBUTE.exec(trimmed);
  if (!match) return { path: trimmed, modifier: null };
  const [, modifier, path] = match;
  return { path: (path ?? '').trim(), modifier: (modifier as AttributeModifier) ?? null };
}

export interface RankingSpec {
  path: string;
  direction: 'asc' | 'desc';
}

export function parseRankingSpec(spec: string): RankingSpec {
  const match = RANKING_SPEC.exec(spec.trim());
  if (!match) throw new Error(`customRanking entry "${spec}" must be asc(attribute) or desc(attribute)`);
  return { direction: match[1] === 'asc' ? 'asc' : 'desc', path: (match[2] ?? '').trim() };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type Primitive = string | number | boolean;

/** Calls `visit` for every primitive at a path of a record; built once per attribute, used for every record. */
export type PathReader = (record: unknown, visit: (value: Primitive) => void) => void;

function emitLeaf(value: unknown, visit: (value: Primitive) => void): void {
  if (typeof value === 'string' || typeof value === 'boolean') visit(value);
  else if (typeof value === 'number') {
    if (Number.isFinite(value)) visit(value);
  } else if (Array.isArray(value)) {
    for (const item of value) emitLeaf(item, visit);
  } else if (isPlainObject(value)) {
    for (const item of Object.values(value)) emitLeaf(item, visit);
  }
}

/**
 * A reader for a dotted path that flattens arrays at any level, so `property_responsibility.gmaven_contact_key`
 * yields one key per contact; an object at the leaf yields its primitive leaves, nulls yield nothing.
 */
export function createPathReader(path: string): PathReader {
  const segments = path.split('.');
  const walk = (value: unknown, depth: number, visit: (value: Primitive) => void): void => {
    let current = value;
    for (let level = depth; level < segments.length; level += 1) {
      if (Array.isArray(current)) {
        for (const item of current) walk(item, level, visit);
        return;
      }
      const segment = segments[level];
      if (!isPlainObject(current) || segment === undefined) return;
      current = current[segment];
    }
    emitLeaf(current, visit);
  };
  return (record, visit) => walk(record, 0, visit);
}
