import 'server-only';
import { isPlainObject } from './attribute-paths';

function pickAtPath(value: unknown, segments: readonly string[], depth: number): unknown {
  if (depth === segments.length) return value;
  if (Array.isArray(value)) return value.map((item): unknown => pickAtPath(item, segments, depth) ?? {});
  const segment = segments[depth];
  if (!isPlainObject(value) || segment === undefined || !(segment in value)) return undefined;
  const child = pickAtPath(value[segment], segments, depth + 1);
  return child === undefined ? undefined : { [segment]: child };
}

function mergePicked(target: unknown, addition: unknown): unknown {
  if (Array.isArray(target) && Array.isArray(addition)) {
    return addition.map((item, index): unknown => mergePicked(target[index], item));
  }
  if (isPlainObject(target) && isPlainObject(addition)) {
    const merged: Record<string, unknown> = { ...target };
    for (const [key, item] of Object.entries(addition)) merged[key] = mergePicked(target[key], item);
    return merged;
  }
  return addition;
}

/**
 * `attributesToRetrieve`: `null` or `*` keeps everything, `-attr` next to `*` drops a top-level attribute, and
 * dotted paths pick nested values. `objectID` is always returned.
 */
export function projectRecord(
  record: Record<string, unknown>,
  attributes: readonly string[] | null,
): Record<string, unknown> {
  if (!attributes || attributes.includes('*')) {
    const excluded = new Set((attributes ?? []).filter((a) => a.startsWith('-')).map((a) => a.slice(1)));
    const projected: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) {
      if (key === 'objectID' || !excluded.has(key)) projected[key] = value;
    }
    return projected;
  }
  let projected: unknown = { objectID: record.objectID };
  for (const path of attributes) {
    if (path.startsWith('-')) continue;
    const picked = pickAtPath(record, path.split('.'), 0);
    if (picked !== undefined) projected = mergePicked(projected, picked);
  }
  return isPlainObject(projected) ? projected : { objectID: record.objectID };
}
