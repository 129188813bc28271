import 'server-only';

const OPENING = new Set(['{', '(', '[']);
const CLOSING = new Set(['}', ')', ']']);

function skipBlockString(source: string, start: number): number {
  for (let i = start + 3; i < source.length; i += 1) {
    if (source.startsWith('\\"""', i)) i += 3;
    else if (source.startsWith('"""', i)) return i + 3;
  }
  return source.length;
}

function skipString(source: string, start: number): number {
  for (let i = start + 1; i < source.length; i += 1) {
    const char = source[i];
    if (char === '\\') i += 1;
    else if (char === '"' || char === '\n' || char === '\r') return i + 1;
  }
  return source.length;
}

function skipComment(source: string, start: number): number {
  for (let i = start; i < source.length; i += 1) {
    if (source[i] === '\n' || source[i] === '\r') return i + 1;
  }
  return source.length;
}

/**
 * How deeply `{`, `(` and `[` nest in a GraphQL document, outside strings and comments; stops counting
 * past `stopAt`. graphql-js parses recursively, so a document nested a few thousand levels deep
 * overflows the stack inside `parse`, before any validation rule (such as the depth limit) can run.
 * Unbalanced or unterminated input is left for the parser to report.
 */
export function measureNesting(source: string, stopAt: number): number {
  let depth = 0;
  let deepest = 0;
  let i = 0;
  while (i < source.length) {
    const char = source[i] ?? '';
    if (char === '#') {
      i = skipComment(source, i);
    } else if (char === '"') {
      i = source.startsWith('"""', i) ? skipBlockString(source, i) : skipString(source, i);
    } else {
      if (OPENING.has(char)) {
        depth += 1;
        deepest = Math.max(deepest, depth);
        if (deepest > stopAt) return deepest;
      } else if (CLOSING.has(char)) {
        depth = Math.max(0, depth - 1);
      }
      i += 1;
    }
  }
  return deepest;
}
