import 'server-only';
import { createPathReader, type Primitive } from './attribute-paths';
import type { ColumnBuilder } from './columns';
import { growInt32, growUint32 } from './growable';
import { tokenizeText } from './text-normalize';
import { createVocabulary, type Vocabulary } from './vocabulary';

/** Attribute ranks are bits of a 32-bit mask; searchable attributes past the 32nd share the last rank. */
export const MAX_ATTRIBUTE_RANK = 31;

/**
 * Inverted index in CSR form: the postings of token `t` are `postingRecords[offsets[t] .. offsets[t + 1]]`,
 * ascending record ids, each with a mask of the searchable-attribute ranks that hold the token.
 */
export interface TextIndex {
  vocabulary: Vocabulary;
  offsets: Int32Array;
  postingRecords: Int32Array;
  postingMasks: Uint32Array;
}

const INITIAL_POSTINGS = 1 << 16;
// Units of a property are adjacent, so a small cache catches the repeated property texts.
const TEXT_CACHE_LIMIT = 4_096;

/** Collects (token, record, attribute mask) triples, one per token and record, in record order. */
class PostingsCollector {
  tokens: string[] = [];
  private readonly idByToken = new Map<string, number>();
  private readonly textCache = new Map<string, number[]>();
  private lastRecord = new Int32Array(1024).fill(-1);
  private lastPosition = new Int32Array(1024);
  tripleTokens = new Int32Array(INITIAL_POSTINGS);
  tripleRecords = new Int32Array(INITIAL_POSTINGS);
  tripleMasks = new Uint32Array(INITIAL_POSTINGS);
  count = 0;

  private tokenIdsOf(text: string): number[] {
    const cached = this.textCache.get(text);
    if (cached) return cached;
    const ids = tokenizeText(text).map((word) => {
      let tokenId = this.idByToken.get(word);
      if (tokenId === undefined) {
        tokenId = this.tokens.length;
        this.tokens.push(word);
        this.idByToken.set(word, tokenId);
      }
      return tokenId;
    });
    if (this.textCache.size >= TEXT_CACHE_LIMIT) this.textCache.clear();
    this.textCache.set(text, ids);
    return ids;
  }

  add(recordId: number, bit: number, text: string): void {
    const ids = this.tokenIdsOf(text);
    if (this.tokens.length > this.lastRecord.length) {
      this.lastRecord = growInt32(this.lastRecord, this.tokens.length, -1);
      this.lastPosition = growInt32(this.lastPosition, this.tokens.length);
    }
    if (this.count + ids.length > this.tripleTokens.length) {
      const needed = this.count + ids.length;
      this.tripleTokens = growInt32(this.tripleTokens, needed);
      this.tripleRecords = growInt32(this.tripleRecords, needed);
      this.tripleMasks = growUint32(this.tripleMasks, needed);
    }
    const { lastRecord, lastPosition, tripleTokens, tripleRecords, tripleMasks } = this;
    let count = this.count;
    for (let i = 0; i < ids.length; i += 1) {
      const tokenId = ids[i] ?? 0;
      if (lastRecord[tokenId] === recordId) {
        const position = lastPosition[tokenId] ?? 0;
        tripleMasks[position] = ((tripleMasks[position] ?? 0) | bit) >>> 0;
        continue;
      }
      tripleTokens[count] = tokenId;
      tripleRecords[count] = recordId;
      tripleMasks[count] = bit;
      lastRecord[tokenId] = recordId;
      lastPosition[tokenId] = count;
      count += 1;
    }
    this.count = count;
  }
}

function toCompressedRows(collector: PostingsCollector) {
  const { tokens, tripleTokens, tripleRecords, tripleMasks, count } = collector;
  const offsets = new Int32Array(tokens.length + 1);
  for (let i = 0; i < count; i += 1) {
    const tokenId = tripleTokens[i] ?? 0;
    offsets[tokenId + 1] = (offsets[tokenId + 1] ?? 0) + 1;
  }
  for (let t = 0; t < tokens.length; t += 1) offsets[t + 1] = (offsets[t + 1] ?? 0) + (offsets[t] ?? 0);
  const cursor = offsets.slice(0, tokens.length);
  const postingRecords = new Int32Array(count);
  const postingMasks = new Uint32Array(count);
  // Triples were appended record by record, so a stable scatter leaves every posting list sorted by record.
  for (let i = 0; i < count; i += 1) {
    const tokenId = tripleTokens[i] ?? 0;
    const target = cursor[tokenId] ?? 0;
    postingRecords[target] = tripleRecords[i] ?? 0;
    postingMasks[target] = tripleMasks[i] ?? 0;
    cursor[tokenId] = target + 1;
  }
  return { offsets, postingRecords, postingMasks };
}

export function createTextIndexBuilder(
  attributeRanks: readonly (readonly string[])[],
): ColumnBuilder<TextIndex> {
  const collector = new PostingsCollector();
  const readers = attributeRanks.flatMap((paths, rank) =>
    paths.map((path) => ({
      read: createPathReader(path),
      bit: (1 << Math.min(rank, MAX_ATTRIBUTE_RANK)) >>> 0,
    })),
  );
  let currentRecord = 0;
  let currentBit = 0;
  const visit = (value: Primitive) =>
    collector.add(currentRecord, currentBit, typeof value === 'string' ? value : String(value));
  return {
    add(record, recordId) {
      currentRecord = recordId;
      for (const reader of readers) {
        currentBit = reader.bit;
        reader.read(record, visit);
      }
    },
    finish: () => ({ vocabulary: createVocabulary(collector.tokens), ...toCompressedRows(collector) }),
  };
}
