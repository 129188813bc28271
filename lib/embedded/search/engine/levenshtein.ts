import 'server-only';

const MIN_LENGTH_FOR_ONE_TYPO = 4;
const MIN_LENGTH_FOR_TWO_TYPOS = 8;

/** Algolia's default typo allowance for a query word (minWordSizefor1Typo 4, minWordSizefor2Typos 8). */
export function typoBudget(word: string, typoTolerance: boolean): number {
  if (!typoTolerance || word.length < MIN_LENGTH_FOR_ONE_TYPO) return 0;
  return word.length < MIN_LENGTH_FOR_TWO_TYPOS ? 1 : 2;
}

/**
 * Levenshtein distance between two words, or `limit + 1` as soon as it must exceed `limit`. Orama's radix tree
 * proposes the candidate words; this gives each its typo count (Orama scores fuzzy and exact matches alike).
 */
export function boundedLevenshtein(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  let previous = new Int32Array(width);
  let current = new Int32Array(width);
  for (let j = 0; j < width; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMinimum = i;
    const charA = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (charA === b.charCodeAt(j - 1) ? 0 : 1);
      const deletion = (previous[j] ?? 0) + 1;
      const insertion = (current[j - 1] ?? 0) + 1;
      const cell = Math.min(substitution, deletion, insertion);
      current[j] = cell;
      if (cell < rowMinimum) rowMinimum = cell;
    }
    if (rowMinimum > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  const distance = previous[b.length] ?? limit + 1;
  return distance > limit ? limit + 1 : distance;
}
