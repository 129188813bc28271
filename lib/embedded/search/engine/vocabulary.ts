import 'server-only';
import { create, insertMultiple, search } from '@orama/orama';
import type { Tokenizer } from '@orama/orama';
import { boundedLevenshtein } from './levenshtein';
import { LRUCache } from 'lru-cache';

/** The vocabulary words one query word stands for, best first (fewer typos, then whole-word matches). */
export interface WordExpansion {
  word: string;
  isPrefix: boolean;
  tokenIds: Int32Array;
  typos: Uint8Array;
  /** 1 when the vocabulary word equals the query word. */
  exact: Uint8Array;
  /** Vocabulary words matched only through a typo; the highlighter wraps them whole. */
  typoWords: ReadonlySet<string>;
}

/**
 * Term expansion over the distinct words of the searchable text. Orama (one document per word) finds the words
 * within the typo budget; prefixes come from a sorted copy of the words, because Orama's `search` allocates an
 * array of `limit` slots and BM25-scores every match, which for a one-letter prefix over a 30k-word vocabulary
 * costs milliseconds where a binary search costs microseconds.
 */
export interface Vocabulary {
  expand(word: string, isPrefix: boolean, maxTypos: number): WordExpansion;
}

const VOCABULARY_SCHEMA = { w: 'string' } as const;
const INSERT_BATCH_SIZE = 10_000;
const FIRST_TYPO_LOOKUP_LIMIT = 256;
const EXPANSION_CACHE_LIMIT = 2_000;

// Each Orama document is already one folded token, so the tokenizer must not split or alter it again
// (Orama's English splitter would cut non-Latin letters).
const IDENTITY_TOKENIZER: Tokenizer = {
  language: 'english',
  normalizationCache: new Map(),
  tokenize: (raw: string) => (raw ? [raw] : []),
};

function expectSync<T>(value: T | Promise<T>, operation: string): T {
  if (value instanceof Promise) {
    throw new Error(
      `Orama ${operation} returned a promise; the vocabulary database must have no async hooks`,
    );
  }
  return value;
}

function createOramaVocabulary(tokens: readonly string[]) {
  const db = create({ schema: VOCABULARY_SCHEMA, components: { tokenizer: IDENTITY_TOKENIZER } });
  const documents = tokens.map((token, id) => ({ id: String(id), w: token }));
  expectSync(insertMultiple(db, documents, INSERT_BATCH_SIZE), 'insertMultiple');
  return db;
}

function lowerBound(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

function prefixEnd(sorted: readonly string[], word: string, start: number): number {
  let low = start;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '').startsWith(word)) low = middle + 1;
    else high = middle;
  }
  return low;
}

interface Candidate {
  id: number;
  typos: number;
  exact: number;
}

export function createVocabulary(tokens: readonly string[]): Vocabulary {
  const idByToken = new Map<string, number>();
  tokens.forEach((token, id) => idByToken.set(token, id));
  const sortedIds = Int32Array.from(tokens.keys()).sort((a, b) => {
    const left = tokens[a] ?? '';
    const right = tokens[b] ?? '';
    return left < right ? -1 : left > right ? 1 : 0;
  });
  const sortedTokens = Array.from(sortedIds, (id) => tokens[id] ?? '');
  const db = createOramaVocabulary(tokens);
  const cache = new LRUCache<string, WordExpansion>({ max: EXPANSION_CACHE_LIMIT });

  function lookupTypoWords(word: string, maxTypos: number): string[] {
    let limit = FIRST_TYPO_LOOKUP_LIMIT;
    for (;;) {
      const result = expectSync(
        search(db, { term: word, properties: ['w'], tolerance: maxTypos, limit }),
        'search',
      );
      if (result.count <= result.hits.length) return result.hits.map((hit) => hit.document.w);
      limit = result.count;
    }
  }

  function computeExpansion(word: string, isPrefix: boolean, maxTypos: number): WordExpansion {
    const found = new Map<number, Candidate>();
    if (isPrefix) {
      const start = lowerBound(sortedTokens, word);
      const end = prefixEnd(sortedTokens, word, start);
      for (let index = start; index < end; index += 1) {
        const id = sortedIds[index] ?? 0;
        found.set(id, { id, typos: 0, exact: sortedTokens[index] === word ? 1 : 0 });
      }
    } else {
      const id = idByToken.get(word);
      if (id !== undefined) found.set(id, { id, typos: 0, exact: 1 });
    }
    const typoWords = new Set<string>();
    if (maxTypos > 0) {
      for (const candidate of lookupTypoWords(word, maxTypos)) {
        const id = idByToken.get(candidate);
        if (id === undefined || found.has(id)) continue;
        const typos = boundedLevenshtein(word, candidate, maxTypos);
        if (typos > maxTypos) continue;
        found.set(id, { id, typos, exact: 0 });
        typoWords.add(candidate);
      }
    }
    const ordered = [...found.values()].sort((a, b) => a.typos - b.typos || b.exact - a.exact);
    return {
      word,
      isPrefix,
      tokenIds: Int32Array.from(ordered, (candidate) => candidate.id),
      typos: Uint8Array.from(ordered, (candidate) => candidate.typos),
      exact: Uint8Array.from(ordered, (candidate) => candidate.exact),
      typoWords,
    };
  }

  return {
    expand(word, isPrefix, maxTypos) {
      const key = `${isPrefix ? 'p' : 'w'}${maxTypos}:${word}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const expansion = computeExpansion(word, isPrefix, maxTypos);
      cache.set(key, expansion);
      return expansion;
    },
  };
}
