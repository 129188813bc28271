import 'server-only';
import type { TextIndex } from './text-index';
import type { WordExpansion } from './vocabulary';

/**
 * Records matching every query word (Algolia's AND), with what the ranking needs per record: the summed typo
 * count, the best attribute rank and the number of words matched whole. Scratch arrays belong to one index and
 * are reused by the next query, so a result is read before the engine runs another query on the same index.
 */
export interface TextMatch {
  candidates: Int32Array;
  isCandidate(record: number): boolean;
  /**
   * Smaller is better: typos, then attribute rank, then words matched only as a prefix or with a typo; -1 for a
   * pinned exact match. Always below TIER_COUNT - 1.
   */
  tierOf(record: number): number;
}

export interface TextMatcher {
  match(
    expansions: readonly WordExpansion[],
    allowedAttributes: number,
    pinned: readonly number[],
  ): TextMatch;
}

// Each query reserves a band of state values so that "matched k words" never needs the array cleared; a
// query has at most 512 characters, so fewer words than the band is wide.
const STATE_STRIDE = 512;
const STATE_RESET_AT = 2 ** 31 - 2 * STATE_STRIDE;
const PINNED_TIER = -1;
// Tiers pack into 13 bits so ranking can counting-sort them; beyond 15 typos or 15 inexact words records tie.
const TIER_FIELD_CAP = 15;
const TYPO_SHIFT = 9;
export const TIER_COUNT = 1 << 13;

/** The typo criterion alone, which Algolia's default formula ranks before distance: 0 when pinned, else typos + 1. */
export function typoGroupOfTier(tier: number): number {
  return (tier >> TYPO_SHIFT) + 1;
}

function postingsSize(index: TextIndex, expansion: WordExpansion): number {
  let total = 0;
  for (const tokenId of expansion.tokenIds) {
    total += (index.offsets[tokenId + 1] ?? 0) - (index.offsets[tokenId] ?? 0);
  }
  return total;
}

export function createTextMatcher(index: TextIndex, recordCount: number): TextMatcher {
  const state = new Int32Array(recordCount);
  const typoSum = new Uint16Array(recordCount);
  const bestRank = new Uint8Array(recordCount);
  const exactWords = new Uint16Array(recordCount);
  const pinnedStamp = new Int32Array(recordCount);
  const firstWordRecords = new Int32Array(recordCount);
  let base = 0;

  function nextBase(): number {
    base += STATE_STRIDE;
    if (base >= STATE_RESET_AT) {
      state.fill(0);
      pinnedStamp.fill(0);
      base = STATE_STRIDE;
    }
    return base;
  }

  return {
    match(expansions, allowedAttributes, pinned) {
      const queryBase = nextBase();
      const ordered = [...expansions].sort((a, b) => postingsSize(index, a) - postingsSize(index, b));
      const wordCount = ordered.length;
      let listed = 0;
      ordered.forEach((expansion, k) => {
        const expected = queryBase + k;
        const matched = expected + 1;
        for (let e = 0; e < expansion.tokenIds.length; e += 1) {
          const tokenId = expansion.tokenIds[e] ?? 0;
          const typos = expansion.typos[e] ?? 0;
          const exact = expansion.exact[e] ?? 0;
          const end = index.offsets[tokenId + 1] ?? 0;
          for (let p = index.offsets[tokenId] ?? 0; p < end; p += 1) {
            const mask = (index.postingMasks[p] ?? 0) & allowedAttributes;
            if (mask === 0) continue;
            const record = index.postingRecords[p] ?? 0;
            const rank = 31 - Math.clz32(mask & -mask);
            const current = state[record] ?? 0;
            if (k === 0 ? current < queryBase : current === expected) {
              state[record] = matched;
              if (k === 0) {
                typoSum[record] = typos;
                bestRank[record] = rank;
                exactWords[record] = exact;
                firstWordRecords[listed] = record;
                listed += 1;
              } else {
                typoSum[record] = (typoSum[record] ?? 0) + typos;
                if (rank < (bestRank[record] ?? 0)) bestRank[record] = rank;
                exactWords[record] = (exactWords[record] ?? 0) + exact;
              }
            } else if (current === matched && rank < (bestRank[record] ?? 0)) {
              bestRank[record] = rank;
            }
          }
        }
      });
      const complete = queryBase + wordCount;
      let kept = 0;
      for (let i = 0; i < listed; i += 1) {
        const record = firstWordRecords[i] ?? 0;
        if (state[record] === complete) {
          firstWordRecords[kept] = record;
          kept += 1;
        }
      }
      for (const record of pinned) {
        pinnedStamp[record] = queryBase;
        if (state[record] !== complete) {
          state[record] = complete;
          firstWordRecords[kept] = record;
          kept += 1;
        }
      }
      return {
        candidates: firstWordRecords.subarray(0, kept),
        isCandidate: (record) => state[record] === complete,
        tierOf(record) {
          if (pinnedStamp[record] === queryBase) return PINNED_TIER;
          const inexact = Math.min(wordCount - (exactWords[record] ?? 0), TIER_FIELD_CAP);
          const typos = Math.min(typoSum[record] ?? 0, TIER_FIELD_CAP);
          return (typos << TYPO_SHIFT) | ((bestRank[record] ?? 0) << 4) | inexact;
        },
      };
    },
  };
}
